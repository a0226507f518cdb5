import { createFileRoute } from '@tanstack/react-router';
import { AccountHub } from '@/features/account/account-hub';
import { ProfileScreen } from '@/features/profile/profile-screen';

/** /account shows the account hub, the same screen as /profile (billing-account §2). */
export const Route = createFileRoute('/account')({
  component: () => <ProfileScreen hub={<AccountHub />} />,
});
