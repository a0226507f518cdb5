import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH } from '@/contract/integrations';
import { HelpPopover } from './help-popover';

export interface LinkCodeStepProps {
  /** Where the code went: names the way back ('Change address' or 'Change number'). */
  channel: 'email' | 'sms';
  code: string;
  onCodeChange: (code: string) => void;
  /** The code on screen replaced an earlier one (whose code no longer works). */
  resent: boolean;
  /** Seconds before Resend code may be pressed (0: now). */
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
  /** Back to the address, as typed, to correct it. */
  onChangeAddress: () => void;
}

/** The New Service Link's code step: the code sent to the address, a new one, or back to the address. */
export function LinkCodeStep({ channel, code, onCodeChange, resent, secondsLeft, sending, onResend, onChangeAddress }: LinkCodeStepProps) {
  const { t } = useTranslation('integrations');
  return (
    <>
      <Text fontSize="sm" role="status">
        {resent ? t('newLinkDialog.codeResent') : t('newLinkDialog.codeSent')}
      </Text>
      <Field.Root required>
        <HStack gap={1}>
          <Field.Label>{t('newLinkDialog.code')}</Field.Label>
          <HelpPopover label={t('newLinkDialog.codeHelp')} text={t('newLinkDialog.codeHelpText')} />
        </HStack>
        <Input inputMode="numeric" autoComplete="one-time-code" value={code} maxLength={VERIFICATION_CODE_LENGTH} onChange={(e) => onCodeChange(e.currentTarget.value.replace(/\D/g, ''))} />
      </Field.Root>
      {/* One action per click: the second click of a double click (detail 2) would land on what
          the first put in its place (Change address swaps this step for Send Code). */}
      <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
        <Button variant="ghost" size="sm" loading={sending} disabled={secondsLeft > 0} onClick={(e) => e.detail < 2 && onResend()}>
          {secondsLeft > 0 ? t('newLinkDialog.resendIn', { seconds: secondsLeft }) : t('newLinkDialog.resend')}
        </Button>
        <Button variant="ghost" size="sm" disabled={sending} onClick={(e) => e.detail < 2 && onChangeAddress()}>
          {channel === 'sms' ? t('newLinkDialog.changeNumber') : t('newLinkDialog.changeAddress')}
        </Button>
      </Stack>
    </>
  );
}
