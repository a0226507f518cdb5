import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createStyleCache } from '@/app/style-cache';
import { system } from '@/components/ui/system';
import { i18n } from '@/lib/i18n';

/** One style cache per page, created with the page's CSP nonce (see style-cache.ts). */
const styleCache = createStyleCache();

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={styleCache}>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ChakraProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
