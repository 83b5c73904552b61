import { Play } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/page-tabs';
import type { ContentKey } from '@/content/schema';
import { usePageRecords, type Localized } from '@/lib/page-records';
import { cn } from '@/lib/cn';
import { collectionNamed } from '@/lib/collections';
import type { GalleryImage as GalleryImageRecord, GalleryVideo } from '@/lib/entities';
import { fillTemplate } from '@/lib/fill-template';
import { isInline, plainText } from '@/lib/rich-text';
import { objectPosition } from '@/lib/image-focus';
import { responsiveImage } from '@/lib/responsive-image';
import { isPlainLeftClick } from '@/lib/router';
import { useContent } from '@/lib/site-content';
import { compareText } from '@/lib/text-order';
import { fieldLang } from '@/lib/untranslated';
import { GalleryImage } from './gallery-image';
import { VideoThumbnail } from './video-thumbnail';

// The grid shows two pictures a row on phones, three from md and four from lg (minus gaps).
const GRID_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

// The lightbox and the player load only when a visitor opens one.
// The lightbox and the video player load when wanted: their code starts loading as a pointer
// or the focus reaches the grid, so it is there by the time a picture is opened.
const loadLightbox = () => import('./image-lightbox');
const loadVideoDialog = () => import('./video-dialog');
const ImageLightbox = lazy(async () => ({ default: (await loadLightbox()).ImageLightbox }));
const VideoDialog = lazy(async () => ({ default: (await loadVideoDialog()).VideoDialog }));

// The filter's "all categories" choice; no category can be named with an empty string.
const ALL = '';

/** galleryPageContent are the documents the gallery reads (besides the site's). */
export const galleryPageContent: ContentKey[] = ['gallery'];

/** GalleryPage shows the image and video tabs with their shared category filter (spec §2). */
export function GalleryPage() {
  const t = useContent('gallery');
  const closeLabel = useContent('site').ui.close;
  const images = usePageRecords<GalleryImageRecord>(collectionNamed('gallery-images'), galleryPageContent);
  const videos = usePageRecords<GalleryVideo>(collectionNamed('gallery-videos'), galleryPageContent);
  const [category, setCategory] = useState(ALL);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [video, setVideo] = useState<Localized<GalleryVideo> | null>(null);
  // The links and buttons that open a picture (by its place in the grid) or a video (by id),
  // to give the focus back to when the lightbox or the player closes.
  const openers = useRef(new Map<string, HTMLElement>());
  const opener = (key: string) => (el: HTMLElement | null) => {
    if (el) openers.current.set(key, el);
    else openers.current.delete(key);
  };

  const items = [...(images.data ?? []), ...(videos.data ?? [])];
  const categories = [ALL, ...[...new Set(items.map((x) => x.category).filter(Boolean))].sort(compareText)];
  // A folder whose name has no translation shows its name in the default language.
  const categoryLang = (name: string) => fieldLang(items.find((x) => x.category === name) ?? {}, 'category');
  // The editors' order (orderIndex), as the server lists it; sorting again keeps it while a
  // reorder made in the panel is still on its way to the list.
  const inCategory = <T extends { category: string; orderIndex: number }>(list: T[] | undefined) =>
    (list ?? []).filter((x) => category === ALL || x.category === category).sort((a, b) => (a.orderIndex ?? 0) - (b.orderIndex ?? 0));
  const shownImages = inCategory(images.data);
  const shownVideos = inCategory(videos.data);

  return (
    <>
      <PageHero {...t.hero} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Tabs defaultValue="images">
          <TabsList className="max-w-md" aria-label={t.tabs.label}>
            <TabsTrigger value="images" className="flex-1 justify-center">
              {t.tabs.images}
            </TabsTrigger>
            <TabsTrigger value="videos" className="flex-1 justify-center">
              {t.tabs.videos}
            </TabsTrigger>
          </TabsList>

          <div role="group" aria-label={t.filter.label} className="mt-6 flex flex-wrap gap-2">
            {categories.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                lang={c === ALL ? undefined : categoryLang(c)}
                onClick={() => setCategory(c)}
                className={cn(
                  'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  category === c ? 'border-primary bg-primary text-white' : 'border-border bg-white text-foreground hover:bg-muted',
                )}
              >
                {c === ALL ? t.filter.all : c}
              </button>
            ))}
          </div>

          <TabsContent value="images">
            {images.isPending ? (
              <Spinner label={t.loadingImages} />
            ) : shownImages.length === 0 ? (
              <p className="py-16 text-center text-muted-foreground">{t.noImages}</p>
            ) : (
              <ul
                className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
                onPointerOver={() => void loadLightbox()}
                onFocus={() => void loadLightbox()}
              >
                {shownImages.map((img, i) => (
                  <li key={img.id}>
                    {/* A link to the full picture, which a page without JavaScript, a new tab
                        or a middle click opens; a plain click opens the lightbox instead. */}
                    <a
                      href={img.imageUrl}
                      ref={opener(`image-${i}`)}
                      onClick={(e) => {
                        if (!isPlainLeftClick(e)) return;
                        e.preventDefault();
                        setLightboxIndex(i);
                      }}
                      className="group block w-full overflow-hidden rounded-xl bg-muted text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                      aria-label={fillTemplate(t.openImage, { title: img.title })}
                    >
                      <GalleryImage
                        width={400}
                        height={300}
                        {...responsiveImage(img.imageUrl, img.imageInfo, GRID_IMAGE_SIZES)}
                        alt={img.imageInfo?.alt || img.title}
                        lang={img.imageInfo?.alt ? undefined : fieldLang(img, 'title')}
                        loading="lazy"
                        decoding="async"
                        className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                        style={{ objectPosition: objectPosition(img.imageInfo) }}
                      />
                      <span className="block truncate px-3 py-2 text-sm font-medium" lang={fieldLang(img, 'title')}>
                        {img.title}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>

          <TabsContent value="videos">
            {videos.isPending ? (
              <Spinner label={t.loadingVideos} />
            ) : shownVideos.length === 0 ? (
              <p className="py-16 text-center text-muted-foreground">{t.noVideos}</p>
            ) : (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" onPointerOver={() => void loadVideoDialog()} onFocus={() => void loadVideoDialog()}>
                {shownVideos.map((v) => (
                  <li key={v.id}>
                    <button
                      type="button"
                      ref={opener(`video-${v.id}`)}
                      onClick={() => setVideo(v)}
                      className="group block w-full overflow-hidden rounded-xl border border-border bg-white text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                      aria-label={fillTemplate(t.playVideo, { title: v.title })}
                    >
                      <span className="relative block aspect-video bg-[#0b2536]">
                        <VideoThumbnail youtubeId={v.youtubeId} alt="" />
                        <span className="absolute inset-0 flex items-center justify-center">
                          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-primary shadow-lg transition-transform group-hover:scale-110">
                            <Play className="ml-1 h-7 w-7" aria-hidden />
                          </span>
                        </span>
                      </span>
                      <span className="block p-4">
                        <span className="block font-semibold" lang={fieldLang(v, 'title')}>
                          {v.title}
                        </span>
                        {/* The card is a button: its description's words stand without links, a description of several paragraphs as a preview of its words. */}
                        {v.description && isInline(v.description) ? (
                          <RichText as="span" value={v.description} className="mt-1 line-clamp-2 block text-sm text-muted-foreground" lang={fieldLang(v, 'description')} links={false} />
                        ) : v.description ? (
                          <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground" lang={fieldLang(v, 'description')}>
                            {plainText(v.description)}
                          </span>
                        ) : null}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        </Tabs>
      </div>
      <Suspense fallback={null}>
        {lightboxIndex !== null ? (
          <ImageLightbox
            images={shownImages}
            index={lightboxIndex}
            onIndexChange={setLightboxIndex}
            onClose={() => setLightboxIndex(null)}
            returnFocus={(i) => openers.current.get(`image-${i}`)}
            texts={{ ...t.lightbox, close: closeLabel }}
            RichText={RichText}
          />
        ) : null}
        {video ? (
          <VideoDialog
            video={video}
            onClose={() => setVideo(null)}
            returnFocus={() => openers.current.get(`video-${video.id}`)}
            texts={{ ...t.video, close: closeLabel }}
            rich={{ RichText, RichContent }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
