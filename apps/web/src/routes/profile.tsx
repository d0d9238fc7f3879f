import { useQuery } from '@tanstack/react-query';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { SavedAddresses } from '../features/checkout/saved-addresses.tsx';
import { fetchProfile, profileQueryKey } from '../features/session/session-api.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.profile;

/** Name and email, read from the server, shown read-only; the saved delivery addresses, with add, edit and delete. */
export default function ProfilePage() {
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile });
  return (
    <AuthCard heading={m.heading}>
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? <FormAlert tone="error">{m.loadFailed}</FormAlert> : null}
      {profile.data ? (
        <div className="space-y-4">
          <FormField label={m.name} name="name" value={profile.data.name} readOnly />
          <FormField label={m.email} name="email" type="email" value={profile.data.email} readOnly />
        </div>
      ) : null}
      {profile.data ? <SavedAddresses defaultName={profile.data.name} /> : null}
    </AuthCard>
  );
}
