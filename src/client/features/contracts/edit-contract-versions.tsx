import { useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { languageNamesInEnglish, type Language } from '#shared/i18n/languages.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { ContractContentField } from '#client/features/contract-templates/index.ts';
import type { EditContractOutput, EditContractValues } from './edit-contract-schema.ts';
import { FormNotice } from './form-notice.tsx';
import { BilingualCheckbox } from './bilingual-checkbox.tsx';

const MERGE_HINT =
  'Plain text. Merge fields such as {{coupleNames}} are filled in from the booking when the contract is saved.';

/**
 * A bilingual draft's versions in its edit form (decision 074, amended in session 31): the
 * governing one and the other, each labelled by its language and marked with its `lang`, as the
 * Create Contract dialog shows them. Staff may drop the other version (the draft becomes
 * one-language when saved); the governing language stays the one the contract was made in.
 */
export function EditContractVersions({
  form,
  contract,
  governing,
  second,
}: {
  form: UseFormReturn<EditContractValues, unknown, EditContractOutput>;
  contract: Contract;
  governing: Language;
  second: Language;
}) {
  /** The other version (text and name) while it is switched off, so switching it back on restores it. */
  const setAside = useRef({
    content: contract.translations[second]?.content ?? '',
    name: contract.translations[second]?.name ?? '',
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const secondText = useWatch({ control: form.control, name: 'translations' })?.[second]?.content;
  const isBilingual = secondText !== undefined;
  const governingName = languageNamesInEnglish[governing];
  const secondName = languageNamesInEnglish[second];
  // The couple would sign two texts that disagree: the governing one changed, the other as it was.
  const isOutOfStep =
    isBilingual && content !== contract.content && secondText === contract.translations[second]?.content;

  function chooseBilingual(bilingual: boolean) {
    if (bilingual) {
      form.setValue('translations', { [second]: { ...setAside.current } });
      return;
    }
    setAside.current = {
      content: form.getValues(`translations.${second}.content`) ?? '',
      name: form.getValues(`translations.${second}.name`) ?? '',
    };
    form.setValue('translations', {});
    form.clearErrors('translations');
  }

  return (
    <>
      <div className="grid gap-2">
        <BilingualCheckbox
          checked={isBilingual}
          onChange={chooseBilingual}
          hint={
            isBilingual
              ? `The ${governingName} version governs: where the two differ, it prevails.`
              : `Saving removes the ${secondName} version: the contract will be in ${governingName} only.`
          }
        />
      </div>
      <ContractContentField
        control={form.control}
        name="content"
        label={isBilingual ? `Contract Content in ${governingName}` : 'Contract Content'}
        lang={governing}
        hint={MERGE_HINT}
      />
      {isOutOfStep && (
        <FormNotice>{`You changed the ${governingName} version: make the ${secondName} version say the same, or the couple signs two texts that disagree.`}</FormNotice>
      )}
      {isBilingual && (
        <TextField
          label={`Contract Name in ${secondName}`}
          lang={second}
          error={form.formState.errors.translations?.[second]?.name?.message}
          hint={`Couples who read ${secondName} see it; left blank, they see the Contract Name above.`}
          {...form.register(`translations.${second}.name`)}
        />
      )}
      {isBilingual && (
        <ContractContentField
          control={form.control}
          name={`translations.${second}.content`}
          label={`Contract Content in ${secondName}`}
          lang={second}
          hint={`Shown beside the ${governingName} version, which prevails.`}
        />
      )}
    </>
  );
}
