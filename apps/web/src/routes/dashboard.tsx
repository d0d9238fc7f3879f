import { PageHeading } from '../components/ui/page-heading.tsx';

// Placeholder until the admin issue lands.
export default function DashboardPage() {
  return <PageHeading>Dashboard</PageHeading>;
}
