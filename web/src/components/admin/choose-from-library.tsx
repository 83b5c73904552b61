import { Library } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MediaItem, MediaType } from '@/lib/api/media';

// The picker's code loads with the first click on a "Choose from library" button: a form
// that is only typed into never fetches it.
const loadPicker = () => import('./media-picker');
const MediaPicker = lazy(loadPicker);

/**
 * ChooseFromLibrary is the "Choose from library" button beside a field's upload, and the
 * library picker it opens. Its name tells the field ("Choose from library: Profile image")
 * for a form that has more than one.
 */
export function ChooseFromLibrary({
  types,
  field,
  locale,
  currentUrl,
  disabled,
  onChoose,
}: {
  types: MediaType[];
  field: string;
  locale: string;
  currentUrl?: string;
  disabled?: boolean;
  onChoose: (item: MediaItem) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
        // A pointer on the button fetches the picker before the click.
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
      >
        <Library className="h-4 w-4" aria-hidden />
        Choose from library<span className="sr-only">: {field}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MediaPicker
            open
            onOpenChange={setOpen}
            types={types}
            field={field}
            locale={locale}
            currentUrl={currentUrl}
            onChoose={(item) => {
              setOpen(false);
              onChoose(item);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
