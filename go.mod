module github.com/qrs-site/qrs

go 1.26
