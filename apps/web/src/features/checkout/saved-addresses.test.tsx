// @vitest-environment happy-dom
import type { SavedAddress } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedAddresses } from './saved-addresses.tsx';

// Profile's address book from the keyboard: each button that opens or closes
// something leaves the focus where the shopper can carry on, not on the page.

const saved: SavedAddress = {
  id: '9dbd852e-b51c-449b-b165-b7222901153b',
  name: 'Meena Sundaram',
  phoneNumber: '9876543210',
  pincode: '600001',
  address: '4 Anna Salai',
  locality: 'George Town',
  city: 'Chennai',
  state: 'Tamil Nadu',
  landmark: '',
  lastUsedAt: null,
};

function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderBook() {
  let list = [saved];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/addresses') return json(200, { addresses: list });
      if (url === `/api/addresses/${saved.id}` && init?.method === 'DELETE') {
        list = [];
        return json(204, null);
      }
      if (url === '/api/pincodes/600001') return json(200, { pincode: '600001', district: 'Chennai', state: 'Tamil Nadu', stateCode: '33', postOffices: ['Chennai GPO'] });
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SavedAddresses defaultName="Meena Sundaram" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('saved addresses from the keyboard', () => {
  it('Edit puts the focus in the form; Cancel brings it back to the list', async () => {
    const user = userEvent.setup();
    renderBook();
    await user.click(await screen.findByRole('button', { name: 'Edit the address of Meena Sundaram' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Name/));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your addresses' }));
  });

  it('Add an address puts the focus in the new form', async () => {
    const user = userEvent.setup();
    renderBook();
    await screen.findByRole('button', { name: 'Edit the address of Meena Sundaram' });
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(document.activeElement).toBe(within(screen.getByRole('form', { name: 'New address' })).getByLabelText(/^Name/));
  });

  it('Keep it goes back to its Delete button; deleting the address leaves the focus on the list, not on the page', async () => {
    const user = userEvent.setup();
    renderBook();
    const deleteButton = await screen.findByRole('button', { name: 'Delete the address of Meena Sundaram' });
    await user.click(deleteButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(deleteButton);
    await user.click(deleteButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your addresses' }));
  });
});

describe('editing a saved address', () => {
  type Place = { pincode: string; district: string; state: string; stateCode: string; postOffices: string[] };

  /** Opens the Edit form of `address` in an address book whose pincode lookups know `places`; `sent` gathers what Save sends. */
  async function editAddress(address: SavedAddress, places: Place[]) {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/addresses') return json(200, { addresses: [address] });
        if (url === `/api/addresses/${address.id}` && init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as SavedAddress;
          sent.push(body);
          return json(200, { ...address, ...body });
        }
        const place = places.find((candidate) => url === `/api/pincodes/${candidate.pincode}`);
        return place ? json(200, place) : json(404, { error: { code: 'not_found', message: 'Not found' } });
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SavedAddresses defaultName="Meena Sundaram" />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit the address of Meena Sundaram' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    // The lookup has answered once its post offices are suggested for the locality.
    const first = places.find((place) => place.pincode === address.pincode)?.postOffices[0] ?? '';
    await waitFor(() => expect(form.querySelector(`datalist option[value="${first}"]`)).not.toBeNull());
    return { user, form, sent };
  }

  it('keeps the city the shopper saved when the pincode lookup answers with its district, and saves it', async () => {
    const arani: SavedAddress = { ...saved, pincode: '632301', address: '12 Gandhi Road', locality: 'Arani', city: 'Arani', state: 'Tamil Nadu' };
    const { user, form, sent } = await editAddress(arani, [{ pincode: '632301', district: 'Tiruvannamalai', state: 'Tamil Nadu', stateCode: '33', postOffices: ['Arani S.O'] }]);
    expect((within(form).getByLabelText(/City or district/) as HTMLInputElement).value).toBe('Arani');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ pincode: '632301', city: 'Arani', state: 'Tamil Nadu' });
  });

  it('a saved city that was its pincode\'s district follows a new pincode, with the state (no "Chennai, Karnataka")', async () => {
    const { user, form, sent } = await editAddress(saved, [
      { pincode: '600001', district: 'Chennai', state: 'Tamil Nadu', stateCode: '33', postOffices: ['Chennai GPO'] },
      { pincode: '560001', district: 'Bangalore', state: 'Karnataka', stateCode: '29', postOffices: ['Bangalore GPO'] },
    ]);
    const pincode = within(form).getByLabelText(/Pincode/);
    await user.clear(pincode);
    await user.type(pincode, '560001');
    await waitFor(() => expect((within(form).getByLabelText(/City or district/) as HTMLInputElement).value).toBe('Bangalore'));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ pincode: '560001', city: 'Bangalore', state: 'Karnataka' });
  });
});
