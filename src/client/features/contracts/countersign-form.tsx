import { PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { SignatureField, useSignaturePad } from '#client/features/contract-signing/index.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useCountersignContract } from './api.ts';
import { renderTypedSignature, TYPED_SIGNATURE_FONT } from './typed-signature.ts';

type Mode = 'draw' | 'type';

/**
 * The venue's countersignature (decision 041): drawn on the pad the couple used, or typed and
 * drawn as an image in a handwriting face. It is given once, as the signed-in owner or manager.
 */
export default function CountersignForm({ contract, signerName }: { contract: Contract; signerName: string }) {
  const [mode, setMode] = useState<Mode>('draw');
  const [typed, setTyped] = useState(signerName);
  const [error, setError] = useState<string | undefined>();
  const previewId = useId();
  const countersign = useCountersignContract({
    onSuccess: () =>
      toast({ title: 'Contract countersigned', description: 'The couple gets the countersigned copy by email.' }),
    onError: (failure) => toastApiError(failure, 'Please try again.', 'Failed to countersign contract'),
  });
  const isBusy = countersign.isPending;
  const pad = useSignaturePad({ disabled: isBusy, onStroke: () => setError(undefined) });

  const submit = () => {
    const signature = mode === 'draw' ? pad.getSignature() : typed.trim() ? renderTypedSignature(typed.trim()) : null;
    if (!signature) {
      setError(mode === 'draw' ? 'Draw your signature to countersign' : 'Type your name to countersign');
      return;
    }
    countersign.mutate({ id: contract.id, signature });
  };

  return (
    <div className="grid gap-4">
      <Tabs value={mode} onValueChange={(value) => (setMode(value as Mode), setError(undefined))}>
        <TabsList aria-label="How to sign">
          <TabsTrigger value="draw">Draw</TabsTrigger>
          <TabsTrigger value="type">Type</TabsTrigger>
        </TabsList>
        <TabsContent value="draw" className="pt-3">
          <SignatureField
            attachCanvas={pad.attachCanvas}
            isEmpty={pad.isEmpty}
            onClear={pad.clear}
            error={error}
            disabled={isBusy}
          />
        </TabsContent>
        <TabsContent value="type" className="grid gap-3 pt-3">
          <TextField
            label="Your name as signature"
            value={typed}
            onChange={(event) => (setTyped(event.target.value), setError(undefined))}
            maxLength={100}
            disabled={isBusy}
            error={error}
            aria-describedby={previewId}
          />
          <p
            id={previewId}
            aria-label="Signature preview"
            className="min-h-16 overflow-hidden rounded-lg border-2 border-dashed bg-white px-4 py-2 text-3xl text-ellipsis whitespace-nowrap text-slate-800"
            style={{ font: TYPED_SIGNATURE_FONT.replace('56px', '2rem') }}
          >
            {typed}
          </p>
        </TabsContent>
      </Tabs>
      <p className="text-muted-foreground text-sm">
        You countersign for the venue as {signerName}. It is recorded in the audit trail and the signed PDF, and cannot
        be undone.
      </p>
      <Button type="button" className="justify-self-start" onClick={submit} disabled={isBusy} aria-busy={isBusy}>
        <PenLine aria-hidden="true" />
        {isBusy ? 'Countersigning...' : 'Countersign'}
      </Button>
    </div>
  );
}
