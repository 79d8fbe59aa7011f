// An async boundary so that the shared singletons (React, the router, the stores) are
// negotiated with the remotes before anything uses them.
import('./bootstrap');
