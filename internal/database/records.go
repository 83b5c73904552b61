package database

import (
	"context"

	"github.com/qrs-site/qrs/internal/content"
)

var teamTable = &table[content.TeamMember]{
	name: "team_members", what: "Team member",
	cols:  []string{"name", "title", "company", "description", "image_url", "order_index"},
	order: "order_index ASC, id ASC",
	field: func(r *content.TeamMember) []any {
		return []any{&r.Name, &r.Title, &r.Company, &r.Description, &r.ImageURL, &r.OrderIndex}
	},
	meta:  func(r *content.TeamMember) (*int64, *string) { return &r.ID, &r.CreatedAt },
	file:  func(r *content.TeamMember) string { return r.ImageURL },
	image: func(r *content.TeamMember) (string, **content.Image) { return r.ImageURL, &r.ImageInfo },
}

var imageTable = &table[content.GalleryImage]{
	name: "gallery_images", what: "Gallery image",
	cols:  []string{"title", "description", "image_url", "category", "order_index"},
	order: "order_index ASC, id ASC",
	field: func(r *content.GalleryImage) []any {
		return []any{&r.Title, &r.Description, &r.ImageURL, &r.Category, &r.OrderIndex}
	},
	meta:  func(r *content.GalleryImage) (*int64, *string) { return &r.ID, &r.CreatedAt },
	file:  func(r *content.GalleryImage) string { return r.ImageURL },
	image: func(r *content.GalleryImage) (string, **content.Image) { return r.ImageURL, &r.ImageInfo },
}

var videoTable = &table[content.GalleryVideo]{
	name: "gallery_videos", what: "Gallery video",
	cols:  []string{"title", "description", "youtube_id", "category", "order_index"},
	order: "order_index ASC, id ASC",
	field: func(r *content.GalleryVideo) []any {
		return []any{&r.Title, &r.Description, &r.YoutubeID, &r.Category, &r.OrderIndex}
	},
	meta: func(r *content.GalleryVideo) (*int64, *string) { return &r.ID, &r.CreatedAt },
}

// paperTable sorts as spec §9 says: orderIndex ascending, ties by newest publication date.
var paperTable = &table[content.ResearchPaper]{
	name: "research_papers", what: "Research paper",
	cols: []string{"title", "description", "pdf_url", "authors", "journal", "publication_date",
		"category", "order_index"},
	order: "order_index ASC, publication_date DESC, id ASC",
	field: func(r *content.ResearchPaper) []any {
		return []any{&r.Title, &r.Description, &r.PdfURL, &r.Authors, &r.Journal, &r.PublicationDate,
			&r.Category, &r.OrderIndex}
	},
	meta: func(r *content.ResearchPaper) (*int64, *string) { return &r.ID, &r.CreatedAt },
	file: func(r *content.ResearchPaper) string { return r.PdfURL },
}

var categoryTable = &table[content.Category]{
	name: "categories", what: "Folder",
	cols:  []string{"name", "description"},
	order: "id ASC",
	field: func(r *content.Category) []any { return []any{&r.Name, &r.Description} },
	meta:  func(r *content.Category) (*int64, *string) { return &r.ID, &r.CreatedAt },
}

var partnerTable = &table[content.GlobalPartner]{
	name: "global_partners", what: "Global partner",
	cols: []string{"name", "country", "city", "partner_type", "description", "services",
		"contact_person", "email", "phone", "website"},
	order: "id ASC",
	field: func(r *content.GlobalPartner) []any {
		return []any{&r.Name, &r.Country, &r.City, &r.PartnerType, &r.Description, &r.Services,
			&r.ContactPerson, &r.Email, &r.Phone, &r.Website}
	},
	meta: func(r *content.GlobalPartner) (*int64, *string) { return &r.ID, &r.CreatedAt },
}

var partnerCategoryTable = &table[content.PartnerCategory]{
	name: "partner_categories", what: "Partner category",
	cols:  []string{"name", "description", "display_order", "is_active"},
	order: "display_order ASC, id ASC",
	field: func(r *content.PartnerCategory) []any {
		return []any{&r.Name, &r.Description, &r.DisplayOrder, &r.IsActive}
	},
	meta: func(r *content.PartnerCategory) (*int64, *string) { return &r.ID, &r.CreatedAt },
}

func (s *Store) team() crud[content.TeamMember]     { return crud[content.TeamMember]{s, teamTable} }
func (s *Store) images() crud[content.GalleryImage] { return crud[content.GalleryImage]{s, imageTable} }
func (s *Store) videos() crud[content.GalleryVideo] { return crud[content.GalleryVideo]{s, videoTable} }
func (s *Store) papers() crud[content.ResearchPaper] {
	return crud[content.ResearchPaper]{s, paperTable}
}
func (s *Store) partners() crud[content.GlobalPartner] {
	return crud[content.GlobalPartner]{s, partnerTable}
}
func (s *Store) categories() crud[content.Category] { return crud[content.Category]{s, categoryTable} }
func (s *Store) partnerCategories() crud[content.PartnerCategory] {
	return crud[content.PartnerCategory]{s, partnerCategoryTable}
}

// ListTeamMembers answers the team ordered by orderIndex.
func (s *Store) ListTeamMembers(ctx context.Context) ([]content.TeamMember, error) {
	return s.team().list(ctx)
}

// GetTeamMember answers one team member or a not-found error.
func (s *Store) GetTeamMember(ctx context.Context, id int64) (content.TeamMember, error) {
	return s.team().get(ctx, id)
}

// CreateTeamMember stores a new team member, filling in its id and createdAt.
func (s *Store) CreateTeamMember(ctx context.Context, m *content.TeamMember) error {
	return s.team().create(ctx, m)
}

// UpdateTeamMember changes a team member in one transaction: change edits the
// stored record (its error changes nothing). It answers the record as stored and the
// uploads no record uses any more.
func (s *Store) UpdateTeamMember(ctx context.Context, id int64, change func(*content.TeamMember) error) (content.TeamMember, []string, error) {
	return s.team().update(ctx, id, change, nil)
}

// DeleteTeamMember deletes a team member and answers the uploads no record uses any more.
func (s *Store) DeleteTeamMember(ctx context.Context, id int64) ([]string, error) {
	return s.team().remove(ctx, id)
}

// ReorderTeamMembers sets each listed member's orderIndex to its position, in one transaction.
func (s *Store) ReorderTeamMembers(ctx context.Context, ids []int64) error {
	return s.reorder(ctx, teamTable.name, teamTable.what, ids)
}

// ListGalleryImages answers every gallery image.
func (s *Store) ListGalleryImages(ctx context.Context) ([]content.GalleryImage, error) {
	return s.images().list(ctx)
}

// GetGalleryImage answers one gallery image or a not-found error.
func (s *Store) GetGalleryImage(ctx context.Context, id int64) (content.GalleryImage, error) {
	return s.images().get(ctx, id)
}

// CreateGalleryImage stores a new gallery image, last in the gallery unless it has an orderIndex.
func (s *Store) CreateGalleryImage(ctx context.Context, g *content.GalleryImage) error {
	return createLast(ctx, s, imageTable, g, func(r *content.GalleryImage) *content.FlexInt { return &r.OrderIndex })
}

// UpdateGalleryImage changes a gallery image in one transaction: change edits the
// stored record (its error changes nothing). It answers the record as stored and the
// uploads no record uses any more.
func (s *Store) UpdateGalleryImage(ctx context.Context, id int64, change func(*content.GalleryImage) error) (content.GalleryImage, []string, error) {
	return s.images().update(ctx, id, change, nil)
}

// DeleteGalleryImage deletes a gallery image and answers the uploads no record uses any more.
func (s *Store) DeleteGalleryImage(ctx context.Context, id int64) ([]string, error) {
	return s.images().remove(ctx, id)
}

// ListGalleryVideos answers every gallery video.
func (s *Store) ListGalleryVideos(ctx context.Context) ([]content.GalleryVideo, error) {
	return s.videos().list(ctx)
}

// GetGalleryVideo answers one gallery video or a not-found error.
func (s *Store) GetGalleryVideo(ctx context.Context, id int64) (content.GalleryVideo, error) {
	return s.videos().get(ctx, id)
}

// CreateGalleryVideo stores a new gallery video, last in the gallery unless it has an orderIndex.
func (s *Store) CreateGalleryVideo(ctx context.Context, v *content.GalleryVideo) error {
	return createLast(ctx, s, videoTable, v, func(r *content.GalleryVideo) *content.FlexInt { return &r.OrderIndex })
}

// UpdateGalleryVideo changes a gallery video in one transaction: change edits the
// stored record (its error changes nothing). It answers the record as stored and the
// uploads no record uses any more.
func (s *Store) UpdateGalleryVideo(ctx context.Context, id int64, change func(*content.GalleryVideo) error) (content.GalleryVideo, []string, error) {
	return s.videos().update(ctx, id, change, nil)
}

// DeleteGalleryVideo deletes a gallery video.
func (s *Store) DeleteGalleryVideo(ctx context.Context, id int64) ([]string, error) {
	return s.videos().remove(ctx, id)
}

// ListResearchPapers answers the downloads in the order of spec §9.
func (s *Store) ListResearchPapers(ctx context.Context) ([]content.ResearchPaper, error) {
	return s.papers().list(ctx)
}

// GetResearchPaper answers one download or a not-found error.
func (s *Store) GetResearchPaper(ctx context.Context, id int64) (content.ResearchPaper, error) {
	return s.papers().get(ctx, id)
}

// CreateResearchPaper stores a new download.
func (s *Store) CreateResearchPaper(ctx context.Context, p *content.ResearchPaper) error {
	return s.papers().create(ctx, p)
}

// UpdateResearchPaper changes a download in one transaction: change edits the
// stored record (its error changes nothing). It answers the record as stored and the
// uploads no record uses any more.
func (s *Store) UpdateResearchPaper(ctx context.Context, id int64, change func(*content.ResearchPaper) error) (content.ResearchPaper, []string, error) {
	return s.papers().update(ctx, id, change, nil)
}

// DeleteResearchPaper deletes a download and answers the uploads no record uses any more.
func (s *Store) DeleteResearchPaper(ctx context.Context, id int64) ([]string, error) {
	return s.papers().remove(ctx, id)
}

// ReorderResearchPapers sets each listed download's orderIndex to its position, in one transaction.
func (s *Store) ReorderResearchPapers(ctx context.Context, ids []int64) error {
	return s.reorder(ctx, paperTable.name, paperTable.what, ids)
}

// ListGlobalPartners answers every partner.
func (s *Store) ListGlobalPartners(ctx context.Context) ([]content.GlobalPartner, error) {
	return s.partners().list(ctx)
}

// GetGlobalPartner answers one partner or a not-found error.
func (s *Store) GetGlobalPartner(ctx context.Context, id int64) (content.GlobalPartner, error) {
	return s.partners().get(ctx, id)
}

// CreateGlobalPartner stores a new partner.
func (s *Store) CreateGlobalPartner(ctx context.Context, p *content.GlobalPartner) error {
	return s.partners().create(ctx, p)
}

// UpdateGlobalPartner changes a partner in one transaction: change edits the
// stored record (its error changes nothing). It answers the record as stored and the
// uploads no record uses any more.
func (s *Store) UpdateGlobalPartner(ctx context.Context, id int64, change func(*content.GlobalPartner) error) (content.GlobalPartner, []string, error) {
	return s.partners().update(ctx, id, change, nil)
}

// DeleteGlobalPartner deletes a partner.
func (s *Store) DeleteGlobalPartner(ctx context.Context, id int64) ([]string, error) {
	return s.partners().remove(ctx, id)
}

// ListPartnerCategories answers the partner categories ordered by displayOrder.
func (s *Store) ListPartnerCategories(ctx context.Context) ([]content.PartnerCategory, error) {
	return s.partnerCategories().list(ctx)
}

// GetPartnerCategory answers one partner category or a not-found error.
func (s *Store) GetPartnerCategory(ctx context.Context, id int64) (content.PartnerCategory, error) {
	return s.partnerCategories().get(ctx, id)
}

// CreatePartnerCategory stores a new partner category.
func (s *Store) CreatePartnerCategory(ctx context.Context, k *content.PartnerCategory) error {
	return s.partnerCategories().create(ctx, k)
}

// DeletePartnerCategory deletes a partner category. Its partners keep their type: the
// directory shows them under the default groups.
func (s *Store) DeletePartnerCategory(ctx context.Context, id int64) ([]string, error) {
	return s.partnerCategories().remove(ctx, id)
}
