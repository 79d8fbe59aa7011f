// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// The welcome reads the invitation through the API client, whose schemas need zod; zod's own
// modules are evaluated here, in a task of their own, and the welcome's a task later: evaluated
// together they make one of the invite link's longest tasks at 4x CPU.
export { z } from 'zod';
export const loadWelcomePage = () => import('./welcome-page');
