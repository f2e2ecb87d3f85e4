/** A message about a whole list of the floor ('At most 200 tables'), above that list. */
import { ErrorList } from '@/components/error-list/error-list';
import type { FloorEditor } from '../hooks/use-floor-editor';
import { useFloorErrorText } from '../hooks/use-floor-error-text';

export function ListMessage({ editor, lists }: { editor: FloorEditor; lists: string[] }) {
  const messageOf = useFloorErrorText(editor.errors);
  const messages = lists.flatMap((list) => messageOf(list) ?? []);
  return <ErrorList messages={messages} />;
}
