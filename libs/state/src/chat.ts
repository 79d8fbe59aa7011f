import { create } from 'zustand';

// spec §2 /duplicate: the support chat opens by itself there; the shell owns the widget.
interface ChatState {
  open: boolean;
}

const useChatStore = create<ChatState>()(() => ({ open: false }));

export function openSupportChat() {
  useChatStore.setState({ open: true });
}

export function closeSupportChat() {
  useChatStore.setState({ open: false });
}

export function useSupportChatOpen() {
  return useChatStore((s) => s.open);
}
