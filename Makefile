# The contract of the project: `make run`, `make test`, `make build` (see README.md).
SHELL := bash
space := $(subst ,, )
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := build


export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
# Builds leave the folder's path out of what they compile, so a fresh clone elsewhere finds
# its packages (and their -race builds) in Go's build cache instead of compiling them again.
export GOFLAGS := $(strip $(GOFLAGS) -trimpath)
# The packages whose tests take longest (or wait longest, as the cluster's on its instances)
# come first: go test starts them first, and the short ones fill the cores at the end.
SLOW_GO_PACKAGES := ./internal/httpapi ./tools/cluster ./cmd/qrs ./internal/archive ./internal/database \
  ./internal/imaging ./internal/storage
GO_PACKAGES = $(SLOW_GO_PACKAGES) $$(go list ./... | grep -v /node_modules/)
WEB_SOURCES := $(shell find web/src web/scripts web/content web/index.html web/vite.config.ts web/package.json web/public -type f 2>/dev/null)

.PHONY: run build collections test test-go test-go-quick test-web lint web-deps chromium bench bench-tools lighthouse cluster clean

## run: install web dependencies, build everything and serve on http://localhost:8080
run: build
	./bin/qrs serve

## build: the web app, then bin/qrs with the app embedded
build: bin/qrs

bin/qrs: web/dist/index.html $(shell find cmd internal web -name '*.go' -not -path '*/node_modules/*') go.mod
	CGO_ENABLED=0 go build -ldflags='-s -w' -o bin/qrs ./cmd/qrs

# npm ci refuses this lock file (npm 11 leaves other platforms' optional packages out of
# it), so install from the lock without rewriting it.
web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && npm install --no-audit --no-fund --no-save
	touch $@

web-deps: web/node_modules/.package-lock.json

web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	find web/dist web/ssr -mindepth 1 ! -name .gitkeep -delete
	cd web && npm run build
	cd web && node tools/precompress.mjs dist

## test: every test — Go (race), web unit tests, type check, lint, end-to-end in Chromium
test: test-go lint test-web

# The Go tests run on the real build: the pages are rendered by the web app's render bundle,
# compared byte for byte with Node's renders of the same inputs (written just before).
# tools/services starts PostgreSQL and an S3 server (versitygw, built into .tools/bin the first
# time) on loopback for them: the store's suite runs once per engine (the PostgreSQL run beside
# the others, as it mostly waits on the server), the storage's against both kinds, and the
# cluster test runs instances of bin/qrs on both servers.
#
# Rendering a page in goja is about ten times slower under the race detector, so the tests
# whose only slow part is rendering many pages, one after the other, run without it in a step
# of their own (GOJA_TESTS), with the 1,000-render memory test (which measures the heap). The
# concurrency around rendering stays under -race in the tests about it: the render pool and
# the page cache (TestConcurrentWritesNeverLeaveAStalePage, TestAFailedRenderKeepsTheLastGoodPage,
# TestEnginesOnTheSameBundleShareOneCompileAndRenderApart), the page and list caches
# (TestPagesAndListsStayWholeUnderConcurrentWrites), the PDF cache, the site package's build
# (TestSitePackageHoldsPagesUploadsAndSnapshots), the scheduler, the stores and the limits.
#   TestEveryPageRendersByteForByteAsInNode      every page and the shell, compared with Node's
#   TestEveryPublicPageIsRenderedWithItsOwnTitle  every page
#   TestPagesEmbedExactlyTheContentAndListsTheyShow  every page's embedded data
#   TestPagesCarryCanonicalAndPreviewTagsFromTheBaseURL  pages on two base URLs
#   TestACompanyAddressChangeShowsOnThePolicyPageAndInItsPDF  a site edit renders every page
#   TestAuthMatrixAdminRoutesRefuseAnonymousAndChangeNothing  every route, the site package's too
#   TestEveryHreflangLinkOfTheSitemapIsReciprocal  every page in both languages
#   TestTheHeaderAndFooterSayTheyAreEnglishWithoutAGermanSiteDocument, TestGoingLiveRunsTheChecksASaveRuns
#     publishes and withdrawals, each rendering the pages that show them, one after another
#   TestSitePackageCarriesSVGsCleaned, TestSitePackageHoldsOnlyTheUploadsRecordsUse,
#   TestSitePackageLeavesOutAStoredSVGWithAnAttributeWrittenTwice, TestSiteWithFilesInABucket
#   (into an S3 bucket, twice), TestUploadsTheirCopiesAndTheSitePackageAreTheServersAlone (the
#   whole program, for the files' modes)  a package renders every page
#   (TestSitePackageHoldsPagesUploadsAndSnapshots builds one under -race)
#   TestAReplacedFileShowsOnEveryPageAndItsOldAddressLeadsToIt,
#   TestPagesDescribeAPictureWithTheLibrarysWordsInTheirLanguage,
#   TestADocumentsPictureIsDescribedByTheLibraryUnlessItSaysItDifferently  a library file
#     replaced or described, then the pages showing it, in both languages, one after another
# And the tests whose slow part is volume, one request after another, not concurrency:
#   TestARedirectsImportOf10000LinesStoresThemAllAndALongerFileIsRefused  10,000 redirects stored
#   TestACheckAsksAtMostItsLimitOfLinksAndNoneForATextTheSchemaRefuses  500 links asked in-process
GOJA_TESTS := TestEveryPageRendersByteForByteAsInNode|TestMemoryStaysFlatOver1000Renders|\
  TestEveryPublicPageIsRenderedWithItsOwnTitle|TestPagesEmbedExactlyTheContentAndListsTheyShow|\
  TestPagesCarryCanonicalAndPreviewTagsFromTheBaseURL|TestACompanyAddressChangeShowsOnThePolicyPageAndInItsPDF|\
  TestAuthMatrixAdminRoutesRefuseAnonymousAndChangeNothing|TestSitePackageCarriesSVGsCleaned|\
  TestSitePackageHoldsOnlyTheUploadsRecordsUse|TestSitePackageLeavesOutAStoredSVGWithAnAttributeWrittenTwice|\
  TestSiteWithFilesInABucket|TestUploadsTheirCopiesAndTheSitePackageAreTheServersAlone|\
  TestEveryHreflangLinkOfTheSitemapIsReciprocal|TestTheHeaderAndFooterSayTheyAreEnglishWithoutAGermanSiteDocument|\
  TestGoingLiveRunsTheChecksASaveRuns|TestARedirectsImportOf10000LinesStoresThemAllAndALongerFileIsRefused|\
  TestACheckAsksAtMostItsLimitOfLinksAndNoneForATextTheSchemaRefuses|\
  TestAReplacedFileShowsOnEveryPageAndItsOldAddressLeadsToIt|TestPagesDescribeAPictureWithTheLibrarysWordsInTheirLanguage|\
  TestADocumentsPictureIsDescribedByTheLibraryUnlessItSaysItDifferently
export GOJA_TESTS_PATTERN := ^($(subst $(space),,$(GOJA_TESTS)))$$
GOJA_PACKAGES := ./internal/render ./internal/httpapi ./cmd/qrs

# go-tests runs every Go test beside the test servers, with the go test flags $(1) and, for
# the run on SQLite, $(2), then the command $(3) (the tests that run without -race, some of
# which need the servers too): the store's suite on PostgreSQL runs in the background
# meanwhile. What both need is compiled first, so that they do not compile the same packages
# at once.
define go-tests
	CGO_ENABLED=1 go run ./tools/services -- bash -c '\
	  go build $(1) ./internal/database/... ./internal/testutil && \
	  { QRS_TEST_ENGINE=postgres go test $(1) -count=1 -timeout 30m ./internal/database/... & } && \
	  go test $(1) -count=1 -timeout 30m $(2) $(GO_PACKAGES); sqlite=$$?; \
	  $(or $(3),true); plain=$$?; \
	  wait $$!; postgres=$$?; exit $$(( sqlite || plain || postgres ))'
endef

test-go: build
	go vet $(GO_PACKAGES)
	cd web && node scripts/reference-render.mjs
	$(call go-tests,-race,-skip "$$GOJA_TESTS_PATTERN",go test -count=1 -timeout 30m -run "$$GOJA_TESTS_PATTERN" $(GOJA_PACKAGES))

## test-go-quick: the Go tests without the race detector and without the browser (a few minutes)
test-go-quick: build
	cd web && node scripts/reference-render.mjs
	$(call go-tests,,)

# web/content/collections.json: the collections declared in internal/content, for the panel.
collections:
	QRS_UPDATE_COLLECTIONS=1 go test -count=1 -run TestCollectionsJSONIsCurrent ./internal/content

lint: web-deps
	test -z "$$(gofmt -l cmd internal web/*.go)" || { gofmt -l cmd internal web/*.go; echo 'gofmt needed'; exit 1; }
	@# The type check and the linter each use one core: they run side by side.
	cd web && { npx tsc -p tsconfig.json & tsc=$$!; npx eslint .; eslint=$$?; wait $$tsc && exit $$eslint; }

test-web: build chromium
	cd web && npx vitest run
	cd web && npx playwright test

## chromium: Debian's Chromium for Lighthouse and its headless shell for the browser tests
chromium:
	@if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium chromium-headless-shell >/dev/null; \
	  else echo 'Install Chromium first: sudo apt-get install chromium chromium-headless-shell'; exit 1; fi; \
	fi

## bench: load the real binary on loopback (wrk) beside nginx; report requests/s, p50/p99, memory
bench: build bench-tools
	go run ./tools/bench -bin bin/qrs

bench-tools:
	@for t in wrk nginx; do command -v $$t >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq wrk nginx-light >/dev/null; \
	  else echo "Install $$t first: sudo apt-get install $$t"; exit 1; fi; }; done

## cluster: PostgreSQL, an S3 server, three instances and nginx in front, on loopback, until Ctrl-C
cluster: build bench-tools
	go run ./tools/cluster -bin bin/qrs -instances 3

# Lighthouse has its own packages (web/tools/lighthouse): the tests never use them, and they
# were a third of what a fresh clone installed for the web app.
web/tools/lighthouse/node_modules/.package-lock.json: web/tools/lighthouse/package.json web/tools/lighthouse/package-lock.json
	cd web/tools/lighthouse && npm install --no-audit --no-fund --no-save
	touch $@

## lighthouse: Lighthouse (mobile) scores of every public route, in Debian's Chromium
lighthouse: build chromium web/tools/lighthouse/node_modules/.package-lock.json
	cd web/tools/lighthouse && node lighthouse.mjs

clean:
	rm -rf bin
	find web/dist web/ssr -mindepth 1 ! -name .gitkeep -delete
