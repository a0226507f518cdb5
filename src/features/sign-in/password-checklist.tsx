import { Box, Flex, Text } from '@chakra-ui/react';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { passwordChecks } from '@/domain/sign-in/password-rules';
import './sign-in-i18n';

/** The live checklist of the password rules (billing-account §5, shell reading), with the repeat. */
export function PasswordChecklist({ password, repeat }: { password: string; repeat: string }) {
  const { t } = useTranslation('sign-in');
  const checks = passwordChecks(password);
  const items = [
    { key: 'length', met: checks.length, label: t('rules.length') },
    { key: 'threeClasses', met: checks.threeClasses, label: t('rules.threeClasses') },
    { key: 'upper', met: checks.upper, label: t('rules.upper'), sub: true },
    { key: 'lower', met: checks.lower, label: t('rules.lower'), sub: true },
    { key: 'digit', met: checks.digit, label: t('rules.digit'), sub: true },
    { key: 'special', met: checks.special, label: t('rules.special'), sub: true },
    { key: 'match', met: password !== '' && password === repeat, label: t('rules.match') },
  ];
  return (
    <Box aria-labelledby="password-rules-title" role="group">
      <Text id="password-rules-title" fontWeight="medium" mb={1}>
        {t('rules.title')}
      </Text>
      <Box as="ul" listStyleType="none" m={0} p={0} aria-live="polite">
        {items.map((item) => (
          <Flex as="li" key={item.key} align="center" gap={2} pl={item.sub ? 6 : 0} color={item.met ? 'green.fg' : 'fg.muted'} fontSize="sm">
            {item.met ? <Check size={16} aria-hidden /> : <Circle size={12} aria-hidden />}
            <span>{item.label}</span>
            <Text as="span" srOnly>
              {item.met ? t('rules.met') : t('rules.unmet')}
            </Text>
          </Flex>
        ))}
      </Box>
      <Text fontSize="xs" color="fg.muted" mt={1}>
        {t('rules.dropped')}
      </Text>
    </Box>
  );
}
