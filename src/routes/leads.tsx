import { createFileRoute } from '@tanstack/react-router';
import { LeadsScreen } from '@/features/leads/leads-screen';

export const Route = createFileRoute('/leads')({
  component: LeadsScreen,
});
