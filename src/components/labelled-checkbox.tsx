import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

interface LabelledCheckboxProps extends Omit<HTMLChakraProps<'label'>, 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/**
 * A native checkbox in the brand colour with its text as the label. Native rather than Chakra's
 * Checkbox: it is what the virtualised rows use too (cheap to mount), and Playwright's check()
 * works on it without forcing. Memoised: toolbars that re-render on every answer hold one.
 */
export const LabelledCheckbox = memo(function LabelledCheckbox({ checked, onChange, children, ...label }: LabelledCheckboxProps) {
  return (
    <chakra.label display="flex" alignItems="center" gap={2} fontSize="sm" cursor="pointer" {...label}>
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        w={4}
        h={4}
        accentColor="var(--chakra-colors-brand-solid)"
      />
      {children}
    </chakra.label>
  );
});
