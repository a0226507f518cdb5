/** A chunk of a finished bundle, as the build plugins' tests describe one. */
export const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  isEntry,
});
