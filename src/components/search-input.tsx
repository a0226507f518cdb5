import { Input, InputGroup, type InputGroupProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name ("Search"). */
  label: string;
  placeholder: string;
  maxW?: InputGroupProps['maxW'];
}

/** A list screen's search box with the magnifier icon. */
export function SearchInput({ value, onChange, label, placeholder, maxW }: SearchInputProps) {
  return (
    <InputGroup startElement={<Search size={16} />} maxW={maxW}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </InputGroup>
  );
}
