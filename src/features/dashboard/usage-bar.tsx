import { Box } from '@chakra-ui/react';

/**
 * The dashboard's usage bars: Chakra's Progress as it looks (size sm, outline), without its state
 * machine. That machine formats the value with Intl.NumberFormat when it mounts, and a page's first
 * Intl number format loads ICU's number data: ~70 ms of the dashboard's first render, 4x that on
 * a phone (docs/performance.md, issue 11). The bar is decorative beside the figures it sits under;
 * its accessible name says the percentage.
 */
export function UsageBar({ percent, colorPalette, label, maxW }: { percent: number; colorPalette: string; label: string; maxW?: string }) {
  const value = Math.min(Math.max(Math.round(percent), 0), 100);
  return (
    <Box
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
      h="2"
      maxW={maxW}
      bg="bg.muted"
      shadow="inset"
      rounded="full"
      overflow="hidden"
      colorPalette={colorPalette}
    >
      <Box h="full" w={`${value}%`} bg="colorPalette.solid" />
    </Box>
  );
}
