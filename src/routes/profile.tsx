import { createFileRoute } from '@tanstack/react-router';
import { AccountHub } from '@/features/account/account-hub';
import { ProfileScreen } from '@/features/profile/profile-screen';

export const Route = createFileRoute('/profile')({
  component: () => <ProfileScreen hub={<AccountHub />} />,
});
