import { createFileRoute } from '@tanstack/react-router';
import { CompanyScreen } from '@/features/company/company-screen';

export const Route = createFileRoute('/company')({
  component: CompanyScreen,
});
