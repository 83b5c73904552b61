package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/site"
)

// maxJSONBody caps every JSON request body.
const maxJSONBody = 1 << 20

// envelope is the JSON shape of every error answer.
type envelope struct {
	Message string              `json:"message"`
	Errors  content.FieldErrors `json:"errors,omitempty"`
	// Findings are every finding of the publish checks, for a publish or schedule they refused.
	Findings []content.Finding `json:"findings,omitempty"`
}

// encode writes v as JSON with the status.
func encode(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(true)
	if err := enc.Encode(v); err != nil {
		http.Error(w, `{"message":"Internal error"}`, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if w.Header().Get("Cache-Control") == "" {
		w.Header().Set("Cache-Control", "no-cache")
	}
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// statusOf is the one place where an error code becomes an HTTP status.
func statusOf(code content.Code) int {
	switch code {
	case content.Invalid:
		return http.StatusBadRequest
	case content.Unauthorized:
		return http.StatusUnauthorized
	case content.NotFound:
		return http.StatusNotFound
	case content.NotAllowed:
		return http.StatusMethodNotAllowed
	case content.Forbidden:
		return http.StatusForbidden
	case content.Conflict:
		return http.StatusConflict
	case content.TooLarge:
		return http.StatusRequestEntityTooLarge
	case content.Unsupported:
		return http.StatusUnsupportedMediaType
	case content.TooMany:
		return http.StatusTooManyRequests
	case content.Unavailable:
		return http.StatusServiceUnavailable
	case content.Unprocessable:
		return http.StatusUnprocessableEntity
	}
	return http.StatusInternalServerError
}

// writeError answers err in the JSON envelope; an internal error is logged in full and
// answered as "Internal error".
func writeError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	code := content.ErrorCode(err)
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		code, err = content.TooLarge, content.Errorf(content.TooLarge, "Request body too large")
	}
	if code == content.Internal {
		log.Error("internal error", "method", r.Method, "path", clipForLog(r.URL.Path), "err", err)
	}
	if code == content.Unavailable {
		w.Header().Set("Retry-After", strconv.Itoa(site.BusyRetrySeconds))
	}
	var fields content.FieldErrors
	var findings []content.Finding
	var e *content.Error
	var failed *content.ChecksFailed
	switch {
	case errors.As(err, &failed):
		fields, findings = failed.Fields(), failed.Findings
	case errors.As(err, &e):
		fields = e.Fields
	}
	encode(w, statusOf(code), envelope{Message: content.ErrorMessage(err), Errors: fields, Findings: findings})
}

// decode reads a JSON body into v: content type checked, size capped, types checked.
// Fields absent from the body keep the value v already has.
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := readJSON(w, r)
	if err != nil {
		return err
	}
	return decodeInto(body, v)
}

// readJSON reads a JSON request body: content type checked, size capped, not empty.
func readJSON(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "application/json" {
		return nil, content.Errorf(content.Unsupported, "Content-Type must be application/json")
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxJSONBody))
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return nil, content.Errorf(content.TooLarge, "Request body too large")
		}
		return nil, content.Errorf(content.Invalid, "Could not read the request body")
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, content.Errorf(content.Invalid, "Request body must be a JSON object")
	}
	return body, nil
}

// decodeInto reads the JSON body into v, types checked: a wrong type is a field error.
// Fields absent from the body keep the value v already has.
func decodeInto(body []byte, v any) error {
	if err := json.Unmarshal(body, v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			field := typeErr.Field
			if i := strings.LastIndex(field, "."); i >= 0 { // embedded helper structs prefix the name
				field = field[i+1:]
			}
			if field == "" {
				return content.Errorf(content.Invalid, "Request body must be a JSON object")
			}
			return &content.Error{Code: content.Invalid, Message: "Validation failed",
				Fields: content.FieldErrors{field: content.MsgInvalidInput}}
		}
		return content.Errorf(content.Invalid, "Malformed JSON")
	}
	return nil
}

// pathID reads the {id} path value as a positive number.
func pathID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, content.Errorf(content.NotFound, "Not found")
	}
	return id, nil
}

// validate turns field errors into the Invalid error, nil when there are none.
func validate(fields content.FieldErrors) error {
	if len(fields) > 0 {
		return content.ValidationError(fields)
	}
	return nil
}

// message is the small JSON answer of an action without a record to return.
type message struct {
	Message string `json:"message"`
}

func msgf(format string, args ...any) message { return message{Message: fmt.Sprintf(format, args...)} }
