import { createFileRoute } from '@tanstack/react-router';
import { TextScreen } from '@/features/text/text-screen';

export const Route = createFileRoute('/text-activity')({
  component: TextScreen,
});
