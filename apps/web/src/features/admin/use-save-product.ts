import type { AdminProductForm, Product } from '@handloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { refreshAfterProductChange } from './admin-api.ts';

/** The spec's pause between "saved" and going back to the dashboard. */
export const BACK_TO_DASHBOARD_MS = 800;

/** Saves through `save`, says so, refreshes the dashboard and the catalogue, and goes to /dashboard after 0.8 s. */
export function useSaveProduct(save: (form: AdminProductForm) => Promise<Product>, successMessage: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (form: AdminProductForm): Promise<void> => {
    await save(form);
    void notifySuccess(successMessage);
    await refreshAfterProductChange(queryClient);
    setTimeout(() => void navigate(paths.dashboard()), BACK_TO_DASHBOARD_MS);
  };
}
