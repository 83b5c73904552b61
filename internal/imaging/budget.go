package imaging

import (
	"bytes"
	"encoding/binary"

	"golang.org/x/sync/semaphore"
)

// MaxDecodedBytes is the most memory one picture may take once decoded, and the most the
// decodes under way take together: a picture is budgeted by the bytes its decoder really
// allocates, not by its pixel count alone, since a 16-bit PNG takes 8 bytes a pixel and a
// progressive JPEG keeps every coefficient until its last scan.
const MaxDecodedBytes = 256 << 20

// decoding is the process-wide budget the decodes share: each holds its decoded size until
// its memory is given back, so two large uploads at once wait in turn instead of doubling
// the peak.
var decoding = semaphore.NewWeighted(MaxDecodedBytes)

// plan answers the widths of the copies of the picture info describes that fit the budget,
// and the memory decoding it and making them take at their peak. Making them has two
// steps, each charged what it holds at once:
//
//   - the decoded picture is read a row at a time into the widest copy (4 bytes a pixel):
//     the decode's own peak, that copy, and the sums it is made of;
//   - the decoded picture is let go and its memory given back; the narrower copies are made
//     from the widest, and all are encoded in one WebP encoder: the copies, the encoder's
//     memory for the widest (see encoderBytes) and the encoded files.
//
// While the larger step is over the budget the widest copy is left out: a picture near the
// limit, or a very tall one, gets fewer copies, or none.
func plan(info Info) ([]int, int64) {
	var widths []int
	for _, w := range Widths {
		if w < info.Width {
			widths = append(widths, w)
		}
	}
	for ; len(widths) > 0; widths = widths[:len(widths)-1] {
		if peak := copiesPeak(info, widths); peak <= MaxDecodedBytes {
			return widths, peak
		}
	}
	return nil, info.Decoded
}

// copiesPeak answers the peak of decoding the picture info describes and making its copies
// of the given widths (see plan).
func copiesPeak(info Info, widths []int) int64 {
	sizes := copySizes(Info{Width: info.Width, Height: info.Height, Widths: widths})
	widest := sizes[len(sizes)-1]
	widestPx := int64(widest.X) * int64(widest.Y)
	read := info.Decoded + 4*widestPx + shrinkBytes(info.Width, widest.X)
	var copies int64
	for _, s := range sizes {
		// Each copy, and its encoded file: at most 2 bytes a pixel, noise with an alpha
		// channel.
		copies += (4 + 2) * int64(s.X) * int64(s.Y)
	}
	encode := copies + encoderBytes(widestPx, info.alpha) + shrinkBytes(widest.X, widest.X)
	return max(read, encode)
}

// shrinkBytes answers what shrink holds besides its result, reading a picture srcWidth
// wide into one w wide: a row of the picture, where each of its columns goes, and the sums.
func shrinkBytes(srcWidth, w int) int64 {
	return int64(srcWidth)*(4+8) + int64(w+1)*4*8*3
}

// mayBeTransparent reports whether the picture may have pixels that are not opaque, from
// its header: a PNG with an alpha channel or a tRNS chunk, a GIF (any may have a
// transparent colour), a WebP with alpha or a lossless one. A JPEG never does.
func mayBeTransparent(data []byte, format string) bool {
	switch format {
	case "jpeg":
		return false
	case "png":
		h, ok := readPNGHeader(data)
		return !ok || h.colorType == 4 || h.colorType == 6 || h.transparent
	case "webp":
		if len(data) >= 21 && string(data[12:16]) == "VP8X" {
			return data[20]&0x10 != 0 // the alpha flag of the extended header
		}
		return webpLossless(data)
	}
	return true
}

// decodedBytes answers the memory decoding data takes, from its header alone: the pixels
// of the decoded picture in the form its decoder makes and what the decoder holds besides
// them at its peak. w and h are the dimensions image.DecodeConfig read.
func decodedBytes(data []byte, format string, w, h int) int64 {
	px := int64(w) * int64(h)
	switch format {
	case "png":
		return pngDecodedBytes(data, px)
	case "jpeg":
		return jpegDecodedBytes(data, w, h)
	case "gif":
		return px // the first frame, one palette index a pixel
	case "webp":
		return webpDecodedBytes(data, w, h)
	}
	return 16 * px
}

// pngDecodedBytes: Go's PNG decoder makes Gray (1 byte a pixel), Gray16 (2), RGBA or NRGBA
// (4), RGBA64 or NRGBA64 (8) or Paletted (1); a tRNS chunk turns gray and truecolour into
// their NRGBA forms. An interlaced picture is decoded pass by pass into pictures of their
// own, merged into the whole: up to twice its size.
func pngDecodedBytes(data []byte, px int64) int64 {
	h, ok := readPNGHeader(data)
	if !ok {
		return 16 * px
	}
	depth, colorType, interlaced, transparent := h.depth, h.colorType, h.interlaced, h.transparent
	var perPixel int64
	switch {
	case colorType == 3: // paletted
		perPixel = 1
	case colorType == 0 && !transparent: // gray
		perPixel = 1
		if depth == 16 {
			perPixel = 2
		}
	case depth == 16: // 16-bit gray with tRNS, gray and alpha, truecolour, RGBA
		perPixel = 8
	default:
		perPixel = 4
	}
	if interlaced {
		return 2 * perPixel * px
	}
	return perPixel * px
}

// pngHeader is what a PNG's chunks before its pixels say of how it decodes.
type pngHeader struct {
	depth, colorType        byte
	interlaced, transparent bool // transparent: a tRNS chunk names a transparent colour
}

// readPNGHeader reads the IHDR chunk of a PNG and its chunks up to the first IDAT.
func readPNGHeader(data []byte) (pngHeader, bool) {
	if len(data) < 33 || string(data[12:16]) != "IHDR" {
		return pngHeader{}, false
	}
	h := pngHeader{depth: data[24], colorType: data[25], interlaced: data[28] == 1}
	for at := 33; at+8 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[at:]))
		kind := string(data[at+4 : at+8])
		if kind == "IDAT" || n < 0 || n > len(data) {
			break
		}
		h.transparent = h.transparent || kind == "tRNS"
		at += 12 + n
	}
	return h, true
}

// jpegDecodedBytes reads a JPEG's markers up to its first scan: Go's decoder makes a Gray or
// YCbCr picture as large as the whole blocks the sampling factors give (with a fourth
// plane for CMYK), converts an RGB or CMYK one into a 4-byte copy, and for a progressive
// JPEG keeps every block's coefficients, 4 bytes a sample, until the last scan.
func jpegDecodedBytes(data []byte, w, h int) int64 {
	fallback := 16 * int64(w) * int64(h)
	type component struct {
		id   byte
		h, v int
	}
	var comps []component
	progressive, jfif, adobe, adobeTransform := false, false, false, byte(0)
	for at := 2; at+4 <= len(data); {
		if data[at] != 0xFF {
			return fallback
		}
		marker := data[at+1]
		if marker == 0xFF || marker == 0x01 || marker >= 0xD0 && marker <= 0xD7 {
			at++
			if marker != 0xFF {
				at++
			}
			continue
		}
		n := int(binary.BigEndian.Uint16(data[at+2:]))
		if n < 2 || at+2+n > len(data) {
			return fallback
		}
		seg := data[at+4 : at+2+n]
		switch {
		case marker == 0xDA: // the first scan: the header is read
			at = len(data)
			continue
		case marker == 0xE0:
			jfif = jfif || bytes.HasPrefix(seg, []byte("JFIF\x00"))
		case marker == 0xEE && len(seg) >= 12 && bytes.HasPrefix(seg, []byte("Adobe")):
			adobe, adobeTransform = true, seg[11]
		case marker == 0xC0 || marker == 0xC1 || marker == 0xC2:
			progressive = marker == 0xC2
			if len(seg) < 6 || len(seg) < 6+3*int(seg[5]) {
				return fallback
			}
			comps = comps[:0]
			for i := range int(seg[5]) {
				c := seg[6+3*i:]
				comps = append(comps, component{c[0], int(c[1] >> 4), int(c[1] & 0x0F)})
			}
		}
		at += 2 + n
	}
	if len(comps) == 0 || comps[0].h == 0 || comps[0].v == 0 {
		return fallback
	}
	if len(comps) == 1 {
		comps[0].h, comps[0].v = 1, 1 // one component is never interleaved
	}
	h0, v0 := comps[0].h, comps[0].v
	mxx, myy := int64((w+8*h0-1)/(8*h0)), int64((h+8*v0-1)/(8*v0))
	planeW, planeH := 8*int64(h0)*mxx, 8*int64(v0)*myy
	var size int64
	switch len(comps) {
	case 1:
		size = planeW * planeH
	case 3, 4:
		c := comps[1]
		if c.h == 0 || c.v == 0 {
			return fallback
		}
		hRatio, vRatio := int64(h0/c.h), int64(v0/c.v)
		if hRatio == 0 || vRatio == 0 {
			return fallback
		}
		// The chroma planes of the subsampled sizes image.NewYCbCr rounds up to.
		cw, ch := (planeW+hRatio-1)/hRatio, (planeH+vRatio-1)/vRatio
		size = planeW*planeH + 2*cw*ch
		rgb := !jfif && (adobe && adobeTransform == 0 || comps[0].id == 'R' && comps[1].id == 'G' && comps[2].id == 'B')
		if len(comps) == 4 {
			size += 8 * int64(comps[3].h) * mxx * 8 * int64(comps[3].v) * myy
		}
		if len(comps) == 4 || rgb {
			size += 4 * int64(w) * int64(h)
		}
	default:
		return fallback
	}
	if progressive {
		for _, c := range comps {
			size += mxx * myy * int64(c.h) * int64(c.v) * 64 * 4
		}
	}
	return size
}

// webpDecodedBytes: decodeWebP's module holds the file, the picture as YUVA planes and
// libwebp's own memory (see decoderBytes), and the planes are then copied into Go's.
func webpDecodedBytes(data []byte, w, h int) int64 {
	return decoderBytes(data, w, h, webpLossless(data)) + yuvaBytes(w, h)
}

// webpLossless reports whether a WebP's picture is lossless (VP8L); one whose chunks
// cannot be read counts as lossless, the costlier.
func webpLossless(data []byte) bool {
	for at := 12; at+8 <= len(data); {
		switch string(data[at : at+4]) {
		case "VP8L":
			return true
		case "VP8 ":
			return false
		}
		n := int64(binary.LittleEndian.Uint32(data[at+4:]))
		if n > int64(len(data)) {
			break
		}
		at += 8 + int(n) + int(n&1)
	}
	return true
}
