import { Link, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import './sign-in-i18n';

/** Support phone and email from the runtime configuration (billing-account §2, §9). */
export function SupportFooter() {
  const { t } = useTranslation('sign-in');
  const phone = env.supportPhone;
  const email = env.supportEmail;
  return (
    <Text>
      <Trans
        t={t}
        i18nKey="footer.help"
        values={{ phone, email }}
        components={{
          phone: <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`} color="brand.fg" />,
          email: <Link href={`mailto:${email}`} color="brand.fg" />,
        }}
      />
    </Text>
  );
}
