package database

import (
	"context"

	"github.com/qrs-site/qrs/internal/content"
)

// The records of every declared collection (content.Collections) are read and written by
// these functions, from the collection's declaration: a record is a pointer to the
// collection's Go type (content.Collection.Zero).

// List answers the records of c in its declared order.
func (s *Store) List(ctx context.Context, c *content.Collection) ([]any, error) {
	return crud{s, tableOf(c)}.list(ctx)
}

// Get answers one record of c or a not-found error.
func (s *Store) Get(ctx context.Context, c *content.Collection, id int64) (any, error) {
	return crud{s, tableOf(c)}.get(ctx, id)
}

// Create stores a new record of c, filling in its id and createdAt; a value a unique field
// has already is the field's declared conflict.
func (s *Store) Create(ctx context.Context, c *content.Collection, rec any) error {
	return crud{s, tableOf(c)}.create(ctx, rec)
}

// Update changes a record of c in one transaction: change edits the stored record (its
// error changes nothing). It answers the record as stored and the uploads no record uses
// any more.
func (s *Store) Update(ctx context.Context, c *content.Collection, id int64, change func(rec any) error) (any, []string, error) {
	return crud{s, tableOf(c)}.update(ctx, id, change)
}

// Delete moves a record of c to the trash, with the records filed under it (fields that
// refer to c with Cascade), in one transaction.
func (s *Store) Delete(ctx context.Context, c *content.Collection, id int64) ([]string, error) {
	return crud{s, tableOf(c)}.remove(ctx, id)
}

// Reorder sets c's order field of each listed record to its position, in one transaction.
func (s *Store) Reorder(ctx context.Context, c *content.Collection, ids []int64) error {
	return s.reorder(ctx, tableOf(c), ids)
}

// Typed forms of the above for Go callers that know the record's type.

func listOf[T any](ctx context.Context, s *Store, c *content.Collection) ([]T, error) {
	recs, err := s.List(ctx, c)
	out := make([]T, len(recs))
	for i, r := range recs {
		out[i] = *r.(*T)
	}
	return out, err
}

func getOf[T any](ctx context.Context, s *Store, c *content.Collection, id int64) (T, error) {
	rec, err := s.Get(ctx, c, id)
	if err != nil {
		var zero T
		return zero, err
	}
	return *rec.(*T), nil
}

func updateOf[T any](ctx context.Context, s *Store, c *content.Collection, id int64, change func(*T) error) (T, []string, error) {
	rec, unused, err := s.Update(ctx, c, id, func(rec any) error { return change(rec.(*T)) })
	if err != nil {
		var zero T
		return zero, nil, err
	}
	return *rec.(*T), unused, nil
}

// ListTeamMembers answers the team ordered by orderIndex.
func (s *Store) ListTeamMembers(ctx context.Context) ([]content.TeamMember, error) {
	return listOf[content.TeamMember](ctx, s, content.Team)
}

// GetTeamMember answers one team member or a not-found error.
func (s *Store) GetTeamMember(ctx context.Context, id int64) (content.TeamMember, error) {
	return getOf[content.TeamMember](ctx, s, content.Team, id)
}

// CreateTeamMember stores a new team member, filling in its id and createdAt.
func (s *Store) CreateTeamMember(ctx context.Context, m *content.TeamMember) error {
	return s.Create(ctx, content.Team, m)
}

// UpdateTeamMember changes a team member (see Update).
func (s *Store) UpdateTeamMember(ctx context.Context, id int64, change func(*content.TeamMember) error) (content.TeamMember, []string, error) {
	return updateOf(ctx, s, content.Team, id, change)
}

// DeleteTeamMember moves a team member to the trash.
func (s *Store) DeleteTeamMember(ctx context.Context, id int64) ([]string, error) {
	return s.Delete(ctx, content.Team, id)
}

// ReorderTeamMembers sets each listed member's orderIndex to its position, in one transaction.
func (s *Store) ReorderTeamMembers(ctx context.Context, ids []int64) error {
	return s.Reorder(ctx, content.Team, ids)
}

// ListGalleryImages answers every gallery image.
func (s *Store) ListGalleryImages(ctx context.Context) ([]content.GalleryImage, error) {
	return listOf[content.GalleryImage](ctx, s, content.GalleryImages)
}

// GetGalleryImage answers one gallery image or a not-found error.
func (s *Store) GetGalleryImage(ctx context.Context, id int64) (content.GalleryImage, error) {
	return getOf[content.GalleryImage](ctx, s, content.GalleryImages, id)
}

// CreateGalleryImage stores a new gallery image, last in the gallery unless it has an orderIndex.
func (s *Store) CreateGalleryImage(ctx context.Context, g *content.GalleryImage) error {
	return s.Create(ctx, content.GalleryImages, g)
}

// UpdateGalleryImage changes a gallery image (see Update).
func (s *Store) UpdateGalleryImage(ctx context.Context, id int64, change func(*content.GalleryImage) error) (content.GalleryImage, []string, error) {
	return updateOf(ctx, s, content.GalleryImages, id, change)
}

// DeleteGalleryImage moves a gallery image to the trash.
func (s *Store) DeleteGalleryImage(ctx context.Context, id int64) ([]string, error) {
	return s.Delete(ctx, content.GalleryImages, id)
}

// ReorderGalleryImages sets each listed image's orderIndex to its position, in one transaction.
func (s *Store) ReorderGalleryImages(ctx context.Context, ids []int64) error {
	return s.Reorder(ctx, content.GalleryImages, ids)
}

// ListGalleryVideos answers every gallery video.
func (s *Store) ListGalleryVideos(ctx context.Context) ([]content.GalleryVideo, error) {
	return listOf[content.GalleryVideo](ctx, s, content.GalleryVideos)
}

// GetGalleryVideo answers one gallery video or a not-found error.
func (s *Store) GetGalleryVideo(ctx context.Context, id int64) (content.GalleryVideo, error) {
	return getOf[content.GalleryVideo](ctx, s, content.GalleryVideos, id)
}

// CreateGalleryVideo stores a new gallery video, last in the gallery unless it has an orderIndex.
func (s *Store) CreateGalleryVideo(ctx context.Context, v *content.GalleryVideo) error {
	return s.Create(ctx, content.GalleryVideos, v)
}

// UpdateGalleryVideo changes a gallery video (see Update).
func (s *Store) UpdateGalleryVideo(ctx context.Context, id int64, change func(*content.GalleryVideo) error) (content.GalleryVideo, []string, error) {
	return updateOf(ctx, s, content.GalleryVideos, id, change)
}

// DeleteGalleryVideo moves a gallery video to the trash.
func (s *Store) DeleteGalleryVideo(ctx context.Context, id int64) ([]string, error) {
	return s.Delete(ctx, content.GalleryVideos, id)
}

// ReorderGalleryVideos sets each listed video's orderIndex to its position, in one transaction.
func (s *Store) ReorderGalleryVideos(ctx context.Context, ids []int64) error {
	return s.Reorder(ctx, content.GalleryVideos, ids)
}

// ListResearchPapers answers the downloads in the order of spec §9.
func (s *Store) ListResearchPapers(ctx context.Context) ([]content.ResearchPaper, error) {
	return listOf[content.ResearchPaper](ctx, s, content.ResearchPapers)
}

// GetResearchPaper answers one download or a not-found error.
func (s *Store) GetResearchPaper(ctx context.Context, id int64) (content.ResearchPaper, error) {
	return getOf[content.ResearchPaper](ctx, s, content.ResearchPapers, id)
}

// CreateResearchPaper stores a new download.
func (s *Store) CreateResearchPaper(ctx context.Context, p *content.ResearchPaper) error {
	return s.Create(ctx, content.ResearchPapers, p)
}

// UpdateResearchPaper changes a download (see Update).
func (s *Store) UpdateResearchPaper(ctx context.Context, id int64, change func(*content.ResearchPaper) error) (content.ResearchPaper, []string, error) {
	return updateOf(ctx, s, content.ResearchPapers, id, change)
}

// DeleteResearchPaper moves a download to the trash.
func (s *Store) DeleteResearchPaper(ctx context.Context, id int64) ([]string, error) {
	return s.Delete(ctx, content.ResearchPapers, id)
}

// ReorderResearchPapers sets each listed download's orderIndex to its position, in one transaction.
func (s *Store) ReorderResearchPapers(ctx context.Context, ids []int64) error {
	return s.Reorder(ctx, content.ResearchPapers, ids)
}

// ListCategories answers every folder.
func (s *Store) ListCategories(ctx context.Context) ([]content.Category, error) {
	return listOf[content.Category](ctx, s, content.Categories)
}

// GetCategory answers one folder or a not-found error.
func (s *Store) GetCategory(ctx context.Context, id int64) (content.Category, error) {
	return getOf[content.Category](ctx, s, content.Categories, id)
}

// CreateCategory stores a new folder; a name already taken is a conflict.
func (s *Store) CreateCategory(ctx context.Context, c *content.Category) error {
	return s.Create(ctx, content.Categories, c)
}

// UpdateCategory changes a folder (see Update): a renamed folder takes its images, videos
// and downloads along; a name already taken is a conflict.
func (s *Store) UpdateCategory(ctx context.Context, id int64, change func(*content.Category) error) (content.Category, []string, error) {
	return updateOf(ctx, s, content.Categories, id, change)
}

// DeleteCategory moves a folder with every gallery image, gallery video and download in it
// to the trash, in one transaction.
func (s *Store) DeleteCategory(ctx context.Context, id int64) ([]string, error) {
	return s.Delete(ctx, content.Categories, id)
}

// ListGlobalPartners answers every partner.
func (s *Store) ListGlobalPartners(ctx context.Context) ([]content.GlobalPartner, error) {
	return listOf[content.GlobalPartner](ctx, s, content.GlobalPartners)
}

// GetGlobalPartner answers one partner or a not-found error.
func (s *Store) GetGlobalPartner(ctx context.Context, id int64) (content.GlobalPartner, error) {
	return getOf[content.GlobalPartner](ctx, s, content.GlobalPartners, id)
}

// CreateGlobalPartner stores a new partner.
func (s *Store) CreateGlobalPartner(ctx context.Context, p *content.GlobalPartner) error {
	return s.Create(ctx, content.GlobalPartners, p)
}

// UpdateGlobalPartner changes a partner (see Update).
func (s *Store) UpdateGlobalPartner(ctx context.Context, id int64, change func(*content.GlobalPartner) error) (content.GlobalPartner, []string, error) {
	return updateOf(ctx, s, content.GlobalPartners, id, change)
}

// DeleteGlobalPartner moves a partner to the trash.
func (s *Store) DeleteGlobalPartner(ctx context.Context, id int64) ([]string, error) {
	return s.Delete(ctx, content.GlobalPartners, id)
}

// ListPartnerCategories answers the partner categories ordered by displayOrder.
func (s *Store) ListPartnerCategories(ctx context.Context) ([]content.PartnerCategory, error) {
	return listOf[content.PartnerCategory](ctx, s, content.PartnerCategories)
}

// GetPartnerCategory answers one partner category or a not-found error.
func (s *Store) GetPartnerCategory(ctx context.Context, id int64) (content.PartnerCategory, error) {
	return getOf[content.PartnerCategory](ctx, s, content.PartnerCategories, id)
}

// CreatePartnerCategory stores a new partner category.
func (s *Store) CreatePartnerCategory(ctx context.Context, k *content.PartnerCategory) error {
	return s.Create(ctx, content.PartnerCategories, k)
}

// UpdatePartnerCategory changes a partner category (see Update): a renamed category takes
// its partners along.
func (s *Store) UpdatePartnerCategory(ctx context.Context, id int64, change func(*content.PartnerCategory) error) (content.PartnerCategory, []string, error) {
	return updateOf(ctx, s, content.PartnerCategories, id, change)
}

// DeletePartnerCategory moves a partner category to the trash. Its partners keep their
// type: the directory shows them under the default groups.
func (s *Store) DeletePartnerCategory(ctx context.Context, id int64) ([]string, error) {
	return s.Delete(ctx, content.PartnerCategories, id)
}
