import { PageHeading } from '../components/ui/page-heading.tsx';

// Placeholder until the admin issue lands.
export default function AddProductPage() {
  return <PageHeading>Add Product</PageHeading>;
}
