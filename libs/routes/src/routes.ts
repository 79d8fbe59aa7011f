// spec §2 Route table: the registry of pages lives in @join/route-table, which the page server (Node)
// reads too; the browser's screens keep reading it from here.
export {
  PAGES,
  ROUTES,
  SECURITY_QUESTIONS_PATH,
  type PageName,
  type RemoteName,
  type RoutePath,
} from '@join/route-table';
