import { Field, Input, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountMutations } from '@/api/account/account.mutations';
import { errorMessage } from '@/api/http/error-policy';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import {
  ACCOUNT_DESCRIPTION_MAX,
  ACCOUNT_NAME_MAX,
  ACCOUNT_WEBSITE_MAX,
  type Account,
  type UpdateAccountRequest,
} from '@/contract/account';
import { accountEditProblem } from '@/domain/account/account-edit';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import { showSnack } from '@/stores/snackbar-store';

type Fields = Pick<UpdateAccountRequest, 'accountName' | 'description' | 'website' | 'companyPhone' | 'companyFax'>;

/** Edits the company information (GLOBALADMIN); the server records who changed what. */
export function CompanyEditDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation('company');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const save = useSingleFlightMutation(accountMutations.update(scope, queryClient));
  const [fields, setFields] = useState<Required<Fields>>({
    accountName: account.accountName,
    description: account.description ?? '',
    website: account.website ?? '',
    companyPhone: account.companyPhone ? formatUsDisplay(account.companyPhone) : '',
    companyFax: account.companyFax ? formatUsDisplay(account.companyFax) : '',
  });
  const edit = { editType: 'company' as const, ...fields, accountName: fields.accountName.trim() };
  const problem = accountEditProblem(edit);
  const set = (key: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    save.mutate(
      { accountId: account.accountId, ...edit },
      {
        onSuccess: () => {
          showSnack({ message: t('edit.saved'), tone: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('edit.title')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('edit.save')}
      submitDisabled={problem !== null}
      cancelLabel={t('edit.cancel')}
      closeLabel={t('edit.close')}
      problem={save.isError ? errorMessage(save.error) : null}
    >
      <Field.Root required invalid={problem === 'nameRequired'}>
        <Field.Label>{t('info.name')}</Field.Label>
        <Input value={fields.accountName} maxLength={ACCOUNT_NAME_MAX} onChange={set('accountName')} />
        <Field.ErrorText>{t('edit.nameRequired')}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('info.description')}</Field.Label>
        <Textarea value={fields.description} maxLength={ACCOUNT_DESCRIPTION_MAX} onChange={set('description')} />
      </Field.Root>
      <Field.Root invalid={problem === 'websiteInvalid'}>
        <Field.Label>{t('info.website')}</Field.Label>
        <Input type="url" value={fields.website} maxLength={ACCOUNT_WEBSITE_MAX} onChange={set('website')} />
        <Field.ErrorText>{t('edit.websiteInvalid')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={problem === 'phoneInvalid'}>
        <Field.Label>{t('info.phone')}</Field.Label>
        <Input type="tel" value={fields.companyPhone} maxLength={20} onChange={set('companyPhone')} />
        <Field.ErrorText>{t('edit.phoneInvalid')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={problem === 'faxInvalid'}>
        <Field.Label>{t('info.fax')}</Field.Label>
        <Input type="tel" value={fields.companyFax} maxLength={20} onChange={set('companyFax')} />
        <Field.ErrorText>{t('edit.faxInvalid')}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
