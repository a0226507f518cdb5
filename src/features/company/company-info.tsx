import { Button, Card, DataList, Heading, Link, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakableAddress } from '@/components/breakable-address';
import type { Account } from '@/contract/account';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import { CompanyEditDialog } from './company-edit-dialog';
import { addressLines, type AddressKind } from '@/lib/account-address';

/** Renders the address dialog for an address of the account (the route passes billing's 'Edit Address'). */
export type RenderAddressEdit = (account: Account, kind: AddressKind, onClose: () => void) => ReactNode;

export function CompanyInfo({ account, canEdit, renderAddressEdit }: { account: Account; canEdit: boolean; renderAddressEdit?: RenderAddressEdit | undefined }) {
  const { t } = useTranslation('company');
  const [editing, setEditing] = useState(false);
  const [editingAddress, setEditingAddress] = useState<AddressKind | null>(null);
  const addressEdit = (kind: AddressKind) =>
    canEdit && renderAddressEdit ? (
      <Button size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" mt={1} onClick={() => setEditingAddress(kind)}>
        {kind === 'billing' ? t('info.editBillingAddress') : t('info.editServiceAddress')}
      </Button>
    ) : null;
  const none = t('info.none');
  const billing = addressLines(account, 'billing');
  const service = account.shippingSameAsBilling === 'Y' ? [t('info.sameAsBilling')] : addressLines(account, 'shipping');
  const rows: [string, ReactNode][] = [
    [t('info.name'), account.accountName],
    [t('info.number'), account.accountNumber],
    [t('info.description'), account.description ?? none],
    [
      t('info.website'),
      account.website ? (
        <Link href={account.website} target="_blank" rel="noopener noreferrer" colorPalette="brand" overflowWrap="anywhere" aria-label={account.website}>
          <BreakableAddress text={account.website} />
        </Link>
      ) : (
        none
      ),
    ],
    [t('info.phone'), account.companyPhone ? formatUsDisplay(account.companyPhone) : none],
    [t('info.fax'), account.companyFax ? formatUsDisplay(account.companyFax) : none],
    [t('info.billingAddress'), <>{billing.length ? billing.map((line) => <Text key={line}>{line}</Text>) : none}{addressEdit('billing')}</>],
    [t('info.serviceAddress'), <>{service.length ? service.map((line) => <Text key={line}>{line}</Text>) : none}{addressEdit('shipping')}</>],
  ];
  return (
    <Card.Root as="section" aria-labelledby="company-info" variant="outline" bg="bg.panel">
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" gap={3}>
        <Heading as="h2" size="md" id="company-info">
          {t('info.heading')}
        </Heading>
        {canEdit ? (
          <Button colorPalette="brand" variant="outline" onClick={() => setEditing(true)}>
            {t('info.edit')}
          </Button>
        ) : null}
      </Card.Header>
      <Card.Body>
        {/* The responsive orientation keeps the phone's column on wider screens (the horizontal
            variant does not undo its flex-direction, and centred each row's label over its value):
            the row is set here, with the label at the top of a value of several lines. */}
        <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="md">
          {rows.map(([label, value]) => (
            <DataList.Item key={label} flexDirection={{ base: 'column', md: 'row' }} alignItems={{ base: 'stretch', md: 'flex-start' }}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue flexDirection="column">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      {editing ? <CompanyEditDialog account={account} onClose={() => setEditing(false)} /> : null}
      {editingAddress && renderAddressEdit ? renderAddressEdit(account, editingAddress, () => setEditingAddress(null)) : null}
    </Card.Root>
  );
}
