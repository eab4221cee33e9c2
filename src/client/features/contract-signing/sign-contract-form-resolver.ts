import { zodResolver } from '@hookform/resolvers/zod';
import { signContractSchema } from '#shared/contracts/contracts.schemas.ts';

/** The form's resolver: the schema POST /api/contracts/{token}/sign validates with. Loaded on demand (sign-contract-form.tsx). */
export const signContractFormResolver = zodResolver(signContractSchema);
