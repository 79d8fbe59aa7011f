import { create } from 'zustand';

// The alert banner of spec §2 and the generic-error toast of §8 are drawn by the shell;
// any remote raises them through these functions.
export interface Alert {
  id: number;
  text: string;
  tone: 'error' | 'info' | 'success';
}

interface AlertState {
  alert: Alert | null;
}

const useAlertStore = create<AlertState>()(() => ({ alert: null }));
let nextId = 1;

export function showAlert(text: string, tone: Alert['tone'] = 'error') {
  useAlertStore.setState({ alert: { id: nextId++, text, tone } });
}

export function clearAlert() {
  useAlertStore.setState({ alert: null });
}

export function useAlert() {
  return useAlertStore((s) => s.alert);
}
