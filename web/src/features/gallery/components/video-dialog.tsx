import { ExternalLink } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import type { RichContent as RichContentComponent, RichText as RichTextComponent } from '@/components/ui/rich-text';
import type { ReactNode } from 'react';
import type { Localized } from '@/lib/page-records';
import type { GalleryVideo } from '@/lib/entities';
import { fillTemplate } from '@/lib/fill-template';
import { isInline } from '@/lib/rich-text';
import { focusInstead } from '@/lib/focus-instead';
import { fieldLang } from '@/lib/untranslated';
import { videoEmbedUrl, videoWatchUrl } from '@/lib/video-thumbnail';

/** VideoDialog plays a video in an autoplaying embed, with a link to watch it on YouTube (spec §2). */
export function VideoDialog({
  video,
  onClose,
  returnFocus,
  texts,
  rich: { RichText, RichContent },
}: {
  video: Localized<GalleryVideo>;
  onClose: () => void;
  /** returnFocus answers the control to focus once the dialog closes: the video's own button. */
  returnFocus: () => HTMLElement | null | undefined;
  /** texts word the dialog; category has the slot {category}. */
  texts: { category: string; watch: string; close: string };
  /**
   * rich are the pages' renderers of rich text, handed over by the gallery, which loads them:
   * imported here, they would leave the home page's first script for a file of their own.
   */
  rich: { RichText: typeof RichTextComponent; RichContent: typeof RichContentComponent };
}) {
  // Words alone describe the dialog under its title (a paragraph's element); paragraphs or a
  // list of its own stand below the video instead.
  const descriptionLang = fieldLang(video, 'description');
  const inline = Boolean(video.description) && isInline(video.description);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={inDefaultLanguage(video.title, fieldLang(video, 'title'))}
      description={inline ? inDefaultLanguage(<RichContent value={video.description} />, descriptionLang) : undefined}
      className="max-w-4xl"
      closeLabel={texts.close}
      // Focus the dialog, not the player: keys pressed inside the player's frame never reach
      // the page, so Escape would no longer close the dialog.
      onCloseAutoFocus={(e) => focusInstead(e, returnFocus())}
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        (e.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      <div className="aspect-video overflow-hidden rounded-lg bg-black">
        <iframe
          src={videoEmbedUrl(video.youtubeId)}
          title={video.title}
          className="h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
      {video.description && !inline ? (
        <RichText value={video.description} className="mt-4 text-sm text-muted-foreground" blocksClassName="space-y-2" lang={descriptionLang} />
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {video.category ? <span className="text-sm text-muted-foreground">{fillTemplate(texts.category, { category: video.category })}</span> : <span />}
        <a href={videoWatchUrl(video.youtubeId)} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
          <ExternalLink className="h-4 w-4" aria-hidden /> {texts.watch}
        </a>
      </div>
    </Dialog>
  );
}

/** inDefaultLanguage wraps a text shown in the default language in an element saying so; any other stays as it is. */
function inDefaultLanguage(text: ReactNode, lang: string | undefined) {
  return lang ? <span lang={lang}>{text}</span> : text;
}
