import type { RichText } from '@/content/schema';

// The entities of spec §3 as the API answers them. A long text a visitor reads (a bio, a
// description) is rich text (docs/rich-text.md): a plain string, or a document of paragraphs,
// lists, bold, italic and links.

/** ResearchPaper is a download record: a paper, catalogue or image in a folder. */
export interface ResearchPaper {
  id: number;
  title: string;
  description: RichText;
  pdfUrl: string;
  authors: string;
  journal: string;
  /** "YYYY-MM-DD" or "" */
  publicationDate: string;
  category: string;
  orderIndex: number;
}

/** Category is a folder shared by gallery images and downloads. */
export interface Category {
  id: number;
  name: string;
  description: string;
}

/**
 * ImageInfo is what the server knows of an uploaded raster picture: its size and the
 * narrower WebP copies it made (narrowest first). Null for SVGs and pictures elsewhere.
 */
export interface ImageInfo {
  width: number;
  height: number;
  variants: Array<{ url: string; width: number }>;
  /** focusX and focusY are the focal point a cropped thumbnail keeps, in percent (see image-focus.ts). */
  focusX?: number;
  focusY?: number;
  /** alt is the picture's alternative text in the media library, in the language of the list carrying it; absent when it has none there. */
  alt?: string;
}

/** GalleryImage is one picture of the gallery. */
export interface GalleryImage {
  id: number;
  title: string;
  description: RichText;
  imageUrl: string;
  category: string;
  /** orderIndex places the image in the gallery, ascending. */
  orderIndex: number;
  imageInfo?: ImageInfo | null;
}

/**
 * GalleryImageInput is the body of a gallery image create or update: every field but the id;
 * without an orderIndex a new image goes last.
 */
export type GalleryImageInput = Omit<GalleryImage, 'id' | 'orderIndex'> & { orderIndex?: number };

/** GalleryVideo is one video of the gallery, hosted on YouTube. */
export interface GalleryVideo {
  id: number;
  title: string;
  description: RichText;
  youtubeId: string;
  category: string;
  /** orderIndex places the video in the gallery, ascending. */
  orderIndex: number;
}

/**
 * GalleryVideoInput is the body of a gallery video create or update: every field but the id;
 * without an orderIndex a new video goes last.
 */
export type GalleryVideoInput = Omit<GalleryVideo, 'id' | 'orderIndex'> & { orderIndex?: number };

/** TeamMember is one person on the team page. */
export interface TeamMember {
  id: number;
  name: string;
  title: string;
  company: string;
  description: RichText;
  imageUrl: string;
  orderIndex: number;
  imageInfo?: ImageInfo | null;
  /** One reading of spec §3 stores the picture's URL here instead of in imageUrl. */
  image?: string;
}

/** GlobalPartner is one clinic, distributor or research centre of the directory. */
export interface GlobalPartner {
  id: number;
  name: string;
  country: string;
  city: string;
  partnerType: string;
  description: string;
  /** comma-separated */
  services: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  /** logoUrl is the partner's logo, an uploaded picture; "" (or absent) for none. */
  logoUrl?: string;
  /** logoInfo is what the server knows of the logo (read-only; null for an SVG or none). */
  logoInfo?: ImageInfo | null;
}

/** PartnerCategory is a kind of partner staff can define. */
export interface PartnerCategory {
  id: number;
  name: string;
  description: string;
  displayOrder: number;
  isActive: boolean;
}

/** ContactMessage is what a visitor sent through the contact form. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** locale is the language the visitor wrote in: the language of the page the form was on. */
  locale?: string;
  createdAt: string;
}

/** InboxMessage is a contact message as GET /api/contact-messages lists it, with where it stands. */
export interface InboxMessage extends ContactMessage {
  /** When an editor first opened it (RFC 3339), null while unread. */
  readAt: string | null;
  /** When it was marked answered (RFC 3339), null while not answered. */
  answeredAt: string | null;
}

/** UploadResult is the answer of a single-file upload. */
export interface UploadResult {
  url: string;
}

/** BulkUploadResult is the answer of a bulk upload: one entry per file, in order. */
export interface BulkUploadResult {
  results: Array<{ url?: string; error?: string }>;
}
