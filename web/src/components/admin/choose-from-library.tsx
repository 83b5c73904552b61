import { Library } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MediaItem, MediaType } from '@/lib/api/media';

// The picker's code loads with the first click on a "Choose from library" button: a form
// that is only typed into never fetches it.
const loadPicker = () => import('./media-picker');
const MediaPicker = lazy(loadPicker);

/**
 * ChooseFromLibrary is the "Choose from library" button beside a field's upload, and the
 * library picker it opens. Its description names the field ("Profile image"), for a form that
 * has more than one; its name stays the button's words, so that the field's label names the
 * upload alone.
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
  // Mounted from the first open on, so the dialog closes as Radix closes it, focus going back here.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const fieldId = useId();
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-describedby={fieldId}
        disabled={disabled}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        // A pointer on the button fetches the picker before the click.
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
      >
        <Library className="h-4 w-4" aria-hidden />
        Choose from library
      </Button>
      <span id={fieldId} hidden>
        {field}
      </span>
      {mounted ? (
        <Suspense fallback={null}>
          <MediaPicker
            open={open}
            onOpenChange={setOpen}
            onClosed={() => buttonRef.current?.focus()}
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
