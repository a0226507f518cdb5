import { Badge, Button, CloseButton, Dialog, Field, Flex, HStack, IconButton, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { errorMessage } from '@/api/http/error-policy';
import { integrationsMutations } from '@/api/integrations/integrations.mutations';
import { useSessionScope } from '@/app/session/session';
import { LabelledCheckbox } from '@/components/labelled-checkbox';
import type { RuleTargetAccount, TransferLink } from '@/contract/integrations';
import { canSaveRule, ruleTypeChoices, valueChoices, type EditorRuleType } from '@/domain/integrations/rule-choices';
import { showSnack } from '@/stores/snackbar-store';
import { ruleScopeParts } from './logic/rule-label';

/**
 * Modify Transfer Rules (billing-account §4, §5): the link's rules with a remove button each, and
 * a new rule: Account, Phone Number or (GLOBALADMIN only) Profiles, values not used yet, allow or
 * deny; Save needs a selection.
 */
export function RulesDialog({ link, targets, onClose }: { link: TransferLink; targets: RuleTargetAccount[]; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const add = useSingleFlightMutation(integrationsMutations.addRules(scope, queryClient));
  const remove = useMutation(integrationsMutations.removeRule(scope, queryClient));
  const types = ruleTypeChoices(targets);
  const [type, setType] = useState<EditorRuleType>(types[0]!);
  const [deny, setDeny] = useState<'Y' | 'N'>('N');
  const [selected, setSelected] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = useMemo(() => valueChoices(targets, link.transferRules, type), [targets, link.transferRules, type]);

  const toggle = (value: number, on: boolean) => setSelected((list) => (on ? [...list, value] : list.filter((v) => v !== value)));
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!canSaveRule(selected)) return;
    setProblem(null);
    add.mutate(
      { transferLinkId: link.transferLinkId, ruleType: type, deny, values: selected },
      {
        onSuccess: () => {
          setSelected([]);
          showSnack({ message: t('rulesDialog.saved'), tone: 'success' });
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    // Opened from Automatic Transfers as that dialog closes: its focus hand-back must not close this one.
    <Dialog.Root lazyMount open onOpenChange={(d) => !d.open && onClose()} closeOnInteractOutside={false} placement="center" size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{t('rulesDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={5}>
                <Stack gap={2} as="section" aria-label={t('rulesDialog.current')}>
                  <Text fontWeight="semibold">{t('rulesDialog.current')}</Text>
                  {link.transferRules.length === 0 ? <Text color="fg.muted">{t('rulesDialog.none')}</Text> : null}
                  <Stack as="ul" gap={1} listStyleType="none" m={0} p={0}>
                    {link.transferRules.map((rule) => {
                      const parts = ruleScopeParts(rule);
                      const label = parts.length ? parts.join(' · ') : t('rulesDialog.matchAll');
                      return (
                        <Flex as="li" key={rule.transferRuleId} align="center" justify="space-between" gap={2}>
                          <HStack gap={2} minW={0}>
                            <Badge colorPalette={rule.deny === 'Y' ? 'red' : 'green'}>{rule.deny === 'Y' ? t('rulesDialog.deny') : t('rulesDialog.allow')}</Badge>
                            <Text truncate>{label}</Text>
                          </HStack>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-label={t('rulesDialog.remove', { rule: label })}
                            loading={remove.isPending && remove.variables?.transferRuleId === rule.transferRuleId}
                            onClick={() => remove.mutate({ transferLinkId: link.transferLinkId, transferRuleId: rule.transferRuleId }, { onError: (e) => setProblem(errorMessage(e)) })}
                          >
                            <Trash2 size={14} />
                          </IconButton>
                        </Flex>
                      );
                    })}
                  </Stack>
                </Stack>
                <form onSubmit={save} noValidate>
                  <Stack gap={3} as="fieldset">
                    <Text as="legend" fontWeight="semibold" mb={2}>
                      {t('rulesDialog.add')}
                    </Text>
                    <Flex gap={3} direction={{ base: 'column', md: 'row' }}>
                      <Field.Root>
                        <Field.Label>{t('rulesDialog.ruleType')}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            value={type}
                            onChange={(e) => {
                              setType(e.currentTarget.value as EditorRuleType);
                              setSelected([]);
                            }}
                          >
                            {types.map((ruleType) => (
                              <option key={ruleType} value={ruleType}>
                                {t(`rulesDialog.type.${ruleType}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      <Field.Root>
                        <Field.Label>{t('rulesDialog.option')}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field value={deny} onChange={(e) => setDeny(e.currentTarget.value === 'Y' ? 'Y' : 'N')}>
                            <option value="N">{t('rulesDialog.allow')}</option>
                            <option value="Y">{t('rulesDialog.deny')}</option>
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    </Flex>
                    <Stack gap={1} role="group" aria-label={t('rulesDialog.values')}>
                      <Text fontSize="sm" fontWeight="medium">
                        {t('rulesDialog.values')}
                      </Text>
                      {choices.length === 0 ? <Text color="fg.muted" fontSize="sm">{t('rulesDialog.noValues')}</Text> : null}
                      {choices.map((choice) => (
                        <LabelledCheckbox key={choice.value} checked={selected.includes(choice.value)} onChange={(on) => toggle(choice.value, on)}>
                          {choice.label}
                        </LabelledCheckbox>
                      ))}
                    </Stack>
                    {problem ? (
                      <Text role="alert" color="red.fg" fontSize="sm">
                        {problem}
                      </Text>
                    ) : null}
                    <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={add.isPending} disabled={!canSaveRule(selected)}>
                      {t('rulesDialog.save')}
                    </Button>
                  </Stack>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('rulesDialog.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('closeDialog')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
