import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { BillingValues, InviteContext, InviteStep1Values } from '@join/schemas';
import { tabPersist } from './persist';
import type { SelectedPackage } from './registration';

// spec §2 Invited co-parent flow and §3 Invite context. The invite remote writes it; the
// checkout remote reads it for /invite/payment, /invite/credentials and /invite/receipt.
/** /invite/step1's values (the schema's type), with the country and timezone the page fills in. */
export type InviteContactValues = InviteStep1Values & Partial<Pick<BillingValues, 'country' | 'timezone'>>;

export interface InviteState {
  inviteToken: string | null;
  userId: string | null;
  context: InviteContext | null;
  lastCompletedStep: number;
  contactValues: InviteContactValues | null;
  selectedPackage: SelectedPackage | null;
  /**
   * Authorises /invite/credentials when payment is skipped (spec §6). The invite remote also
   * passes it in navigation state `{ credentialsToken, userId }`; kept here so a reload of the
   * credentials screen still works in this tab.
   */
  credentialsToken: string | null;
}

const initial: InviteState = {
  inviteToken: null,
  userId: null,
  context: null,
  lastCompletedStep: 0,
  contactValues: null,
  selectedPackage: null,
  credentialsToken: null,
};

const useInviteStore = create<InviteState>()(
  persist(() => ({ ...initial }), tabPersist<InviteState>('invite')),
);

export function useInvite<T>(selector: (state: InviteState) => T): T {
  return useInviteStore(selector);
}

export function getInvite(): InviteState {
  return useInviteStore.getState();
}

export function updateInvite(patch: Partial<InviteState>) {
  useInviteStore.setState(patch);
}

export function resetInvite() {
  useInviteStore.setState({ ...initial });
}
