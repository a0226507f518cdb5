import { Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { PageHeader } from './page-header';

interface ListPageProps {
  title: string;
  description?: ReactNode;
  /** The header's add button ("Add Contact", "Block Number", …). */
  addLabel: string;
  onAdd: () => void;
  /** Above the list: account select, search box. */
  toolbar: ReactNode;
  /** The first load is running: a spinner with this accessible name instead of the list. */
  loading?: { label: string } | false;
  /** The load failed: the error's message with Retry instead of the list. */
  error?: { message: string; onRetry: () => void } | null;
  /** Nothing to list (no entries, no matches): shown instead of the list. */
  empty?: ReactNode;
  children: ReactNode;
}

/** A list screen: header with its add button, a toolbar, then the list or its loading/error/empty state. */
export function ListPage({ title, description, addLabel, onAdd, toolbar, loading, error, empty, children }: ListPageProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button colorPalette="brand" onClick={onAdd}>
            <Plus size={16} aria-hidden />
            {addLabel}
          </Button>
        }
      />
      <Stack gap={4}>
        {toolbar}
        {loading ? (
          <LoadingState label={loading.label} size="section" />
        ) : error ? (
          <ErrorState message={error.message} onRetry={error.onRetry} />
        ) : (
          (empty ?? children)
        )}
      </Stack>
    </>
  );
}
