package content

// FileInfo is what the server knows of the uploaded file a record's file field holds the
// address of, from the media library: its kind as the upload read it from its bytes ("pdf",
// "jpg", "png" ...) and its size in bytes, which a page states beside the link to it
// ("PDF, 1.2 MB"). It is read-only: the server attaches it as it answers the record.
type FileInfo struct {
	Kind string `json:"kind"`
	Size int64  `json:"size"`
}

// FileInfoOf answers a pointer to the FileInfo the server attaches to rec's file field f
// (the field named by f.FileInfo).
func (c *Collection) FileInfoOf(rec any, f *Field) **FileInfo {
	return c.value(rec, f.FileInfo).Addr().Interface().(**FileInfo)
}
