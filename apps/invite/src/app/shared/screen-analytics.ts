import { useEffect } from 'react';
import { page, setAccountLabel } from '@join/analytics';
import { getInvite } from '@join/state';

/** spec §6: the invited co-parent is 'Parent B' in analytics; every screen sends a page event. */
export function useInvitePage(route: string) {
  useEffect(() => {
    setAccountLabel('Parent B');
    page(route, { userId: getInvite().userId });
  }, [route]);
}
