import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { StatusPanel } from '@/features/status/status-panel';

/** The dashboard with the status feature's panel composed in (features never import each other). */
function Dashboard() {
  return <DashboardScreen statusPanel={<StatusPanel />} />;
}

export const Route = createFileRoute('/')({
  component: Dashboard,
});
