import { createFileRoute } from '@tanstack/react-router';
import { VipScreen } from '@/features/vip/vip-screen';

export const Route = createFileRoute('/vip')({
  component: VipScreen,
});
