import { useSearchParams } from 'react-router';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { BackupPanel } from '../features/admin/backup-panel.tsx';
import { AlertsTab } from '../features/admin/alerts-tab.tsx';
import { CodTab } from '../features/admin/cod-tab.tsx';
import { DashboardTabs, type DashboardTab } from '../features/admin/dashboard-tabs.tsx';
import { DeliveryTab } from '../features/admin/delivery-tab.tsx';
import { FundsTab } from '../features/admin/funds-tab.tsx';
import { GstTab } from '../features/admin/gst-tab.tsx';
import { ImportExportTab } from '../features/admin/import-export-tab.tsx';
import { LedgerTab } from '../features/admin/ledger-tab.tsx';
import { OrdersTab } from '../features/admin/orders-tab.tsx';
import { ProductsTab } from '../features/admin/products-tab.tsx';
import { ReviewsTab } from '../features/admin/reviews-tab.tsx';
import { SalesChart } from '../features/admin/sales-chart.tsx';
import { StatCards } from '../features/admin/stat-cards.tsx';
import { UsersTab } from '../features/admin/users-tab.tsx';
import { WeaversTab } from '../features/admin/weavers-tab.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { adminMessages } from '../messages/admin-messages.ts';

const m = adminMessages;

type TabKey = 'products' | 'orders' | 'users' | 'funds' | 'cod' | 'delivery' | 'gst' | 'alerts' | 'import' | 'weavers' | 'ledger' | 'reviews';

const tabs: readonly DashboardTab<TabKey>[] = [
  { key: 'products', label: m.tabs.products, panel: () => <ProductsTab /> },
  { key: 'orders', label: m.tabs.orders, panel: () => <OrdersTab /> },
  { key: 'users', label: m.tabs.users, panel: () => <UsersTab /> },
  { key: 'funds', label: m.tabs.funds, panel: () => <FundsTab /> },
  { key: 'cod', label: m.tabs.cod, panel: () => <CodTab /> },
  { key: 'delivery', label: m.tabs.delivery, panel: () => <DeliveryTab /> },
  { key: 'gst', label: m.tabs.gst, panel: () => <GstTab /> },
  { key: 'alerts', label: m.tabs.alerts, panel: () => <AlertsTab /> },
  { key: 'import', label: m.tabs.importExport, panel: () => <ImportExportTab /> },
  { key: 'weavers', label: m.tabs.weavers, panel: () => <WeaversTab /> },
  { key: 'ledger', label: m.tabs.ledger, panel: () => <LedgerTab /> },
  { key: 'reviews', label: m.tabs.reviews, panel: () => <ReviewsTab /> },
];

function isTab(value: string | null): value is TabKey {
  return tabs.some((tab) => tab.key === value);
}

/** The admin's dashboard: the figures, the last 30 days, and a tab for each thing the shop runs on. */
export default function DashboardPage() {
  useDocumentTitle(m.dashboardTitle);
  // The open tab is in the address (?tab=orders), so a reload or a link returns to it.
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const selected: TabKey = isTab(tabParam) ? tabParam : 'products';
  return (
    <div className="space-y-8">
      <PageHeading subtitle={m.dashboardSubtitle}>{m.dashboardTitle}</PageHeading>
      <StatCards />
      <BackupPanel />
      <SalesChart />
      <DashboardTabs
        label={m.tabsLabel}
        tabs={tabs}
        selected={selected}
        onSelect={(key) => setParams(key === 'products' ? {} : { tab: key }, { replace: true })}
      />
    </div>
  );
}
