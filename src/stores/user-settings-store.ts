import { create } from 'zustand';

/** Whether the user settings dialog (core §2 Other dialogs) is open: the user menu opens it, the root shows it. */
export const useUserSettingsDialog = create<{ open: boolean }>()(() => ({ open: false }));

export const openUserSettings = (): void => useUserSettingsDialog.setState({ open: true });
export const closeUserSettings = (): void => useUserSettingsDialog.setState({ open: false });
