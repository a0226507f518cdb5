import { ProfileScreen } from '@/features/profile/profile-screen';

/** /account shows the account hub, the same as /profile (billing-account §2). */
export const AccountScreen = ProfileScreen;
