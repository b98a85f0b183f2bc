// A list's search: the text is looked for when the form is sent (Enter, or the button).
import { useId, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';

export function SearchForm({
  label,
  type = 'search',
  onSearch,
}: {
  label: string;
  type?: 'search' | 'email';
  onSearch(text: string): void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <Input
          id={id}
          type={type}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          className="mt-1"
        />
      </div>
      <Button type="submit" variant="outline">
        {t('search')}
      </Button>
    </form>
  );
}
