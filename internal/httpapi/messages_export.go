package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// messagesCSVHeader are the columns of the inbox's export, in order.
var messagesCSVHeader = []string{"Received", "Name", "E-mail", "Subject", "Message", "Read", "Answered"}

// maxExportIDs bounds the ids one export names; more than the inbox's filters can show at
// once in practice, and short enough for a request line.
const maxExportIDs = 5000

// handleMessagesCSV answers GET /api/contact-messages.csv: the inbox as a CSV file a
// spreadsheet opens (csvWriter), newest first, or with ?ids=3,1,2 just those messages in
// that order (the panel's filtered list; ids no message has are passed over). The subject
// is the label the visitor chose; dates are ISO 8601 in UTC; Read and Answered are empty
// while a message is not. The file is named by its day: messages-2026-03-02.csv, or
// messages-filtered-….csv for a part.
func handleMessagesCSV(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var ids []int64
		if v := r.URL.Query().Get("ids"); v != "" {
			for _, part := range strings.Split(v, ",") {
				id, err := strconv.ParseInt(strings.TrimSpace(part), 10, 64)
				if err != nil || id <= 0 || len(ids) == maxExportIDs {
					writeError(w, r, log, content.ValidationError(content.FieldErrors{"ids": content.MsgInvalidInput}))
					return
				}
				ids = append(ids, id)
			}
		}
		msgs, err := store.ListContactMessages(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		name := "messages-"
		if ids != nil {
			name += "filtered-"
			byID := make(map[int64]content.InboxMessage, len(msgs))
			for _, m := range msgs {
				byID[m.ID] = m
			}
			msgs = msgs[:0]
			for _, id := range ids {
				if m, ok := byID[id]; ok {
					msgs = append(msgs, m)
				}
			}
		}
		name += time.Now().UTC().Format("2006-01-02") + ".csv"
		out := startCSV(w, name)
		if err := out.row(messagesCSVHeader...); err != nil {
			return
		}
		for _, m := range msgs {
			if err := out.row(isoTime(m.CreatedAt), m.Name, m.Email, content.Contact.SubjectLabel(m.Subject, content.DefaultLocale), m.Message,
				isoTime(deref(m.ReadAt)), isoTime(deref(m.AnsweredAt))); err != nil {
				return
			}
		}
		if err := out.flush(); err != nil {
			log.Info("messages export abandoned", "err", err)
		}
	})
}

// isoTime writes a stored time in ISO 8601 to the second, in UTC; "" stays "", and a value
// that is no time is written as it is.
func isoTime(v string) string {
	if v == "" {
		return ""
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return v
	}
	return t.UTC().Format("2006-01-02T15:04:05Z")
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}
