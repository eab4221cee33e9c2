import { useSearchParams } from 'wouter';
import { PortalClientsList } from './portal-clients-list.tsx';
import { PortalPreview } from './portal-preview.tsx';

/** `?client=` names the client being previewed, so Back, a reload or a shared link keep the view. */
function usePreviewedClient(): [number | null, (clientId: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = Number(searchParams.get('client'));
  const select = (clientId: number | null) => setSearchParams(clientId === null ? {} : { client: String(clientId) });
  return [Number.isInteger(value) && value > 0 ? value : null, select];
}

/** Client Portal for staff (decision 043): the venue's clients, or one client's portal, read-only. */
export function StaffPortal() {
  const [clientId, setClientId] = usePreviewedClient();
  if (clientId !== null) return <PortalPreview clientId={clientId} onBack={() => setClientId(null)} />;
  return <PortalClientsList onPreview={setClientId} />;
}
