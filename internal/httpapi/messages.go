package httpapi

import (
	"fmt"
	"log/slog"
	"net/http"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// handleMessageState answers PATCH /api/contact-messages/{id} (admin) with a JSON body of
// {"read":bool} and/or {"answered":bool}: 200 and the message with its readAt and
// answeredAt as stored; 400 when neither is given; 404 for an unknown id.
func handleMessageState(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		var change content.MessageState
		if err == nil {
			err = decode(w, r, &change)
		}
		if err == nil {
			err = validate(change.Check())
		}
		var msg content.InboxMessage
		if err == nil {
			msg, err = store.SetContactMessageState(r.Context(), id, change)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, msg)
	})
}

// deleteMessagesRequest is the body of POST /api/contact-messages/delete.
type deleteMessagesRequest struct {
	IDs []int64 `json:"ids"`
}

// deletedMessages answers a bulk delete: how many messages went, in words and as a number,
// and the one trash entry that restores them all (none when no message was left to delete).
type deletedMessages struct {
	Message string `json:"message"`
	Deleted int64  `json:"deleted"`
	TrashID int64  `json:"trashId,omitempty"`
}

// handleMessagesDelete answers POST /api/contact-messages/delete (admin) with {"ids":[...]}:
// the messages go to the trash together, 200 with how many there were (ids of messages
// already gone are passed over) and the trash entry's id; 400 when no id, or one not a
// positive number, is given.
func handleMessagesDelete(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req deleteMessagesRequest
		err := decode(w, r, &req)
		if err == nil {
			err = validate(checkIDs(req.IDs))
		}
		ctx, receipt := database.WithTrashReceipt(r.Context())
		var n int64
		if err == nil {
			n, err = store.DeleteContactMessages(ctx, req.IDs)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, deletedMessages{Message: countMessages(n) + " deleted", Deleted: n, TrashID: receipt.ID})
	})
}

// checkIDs refuses an empty list of ids, or one with an id below 1.
func checkIDs(ids []int64) content.FieldErrors {
	if len(ids) == 0 {
		return content.FieldErrors{"ids": "Select at least one message"}
	}
	for _, id := range ids {
		if id < 1 {
			return content.FieldErrors{"ids": content.MsgInvalidInput}
		}
	}
	return nil
}

// countMessages is "1 message" or "n messages".
func countMessages(n int64) string {
	if n == 1 {
		return "1 message"
	}
	return fmt.Sprintf("%d messages", n)
}
